import { Button } from '@web/components/ui/button';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { toast } from '@web/lib/toast';
import { useSaveEventDefaults } from '../api/event-defaults';
import type { EventFormApi } from './event-form-values';

/** The event form's fields that a host's defaults for new events hold. */
const DEFAULT_FIELDS = ['factIds', 'whatToBring', 'accessNotes'] as const;

/**
 * Saves the section's what to expect as the host's defaults for new events (issue 25), at once
 * and apart from the event, which keeps its own until the form is saved.
 */
export function SaveExpectDefaults({ form }: { form: EventFormApi }) {
  const save = useSaveEventDefaults();
  const saveDefaults = async () => {
    if (!(await form.trigger([...DEFAULT_FIELDS], { shouldFocus: true }))) return;
    const [factIds = [], whatToBring = '', accessNotes = ''] = form.getValues([...DEFAULT_FIELDS]);
    try {
      await save.mutateAsync({ factIds, whatToBring, accessNotes });
      toast.success('Saved as your defaults for new events');
    } catch (error) {
      applyServerErrors(form, error, { only: DEFAULT_FIELDS });
      toast.error(`Your defaults were not saved: ${(error as Error).message}`);
    }
  };
  return (
    <div className="grid justify-items-start gap-1.5 border-t border-stone-200 pt-4">
      <Button variant="outline" disabled={save.isPending} onClick={() => void saveDefaults()}>
        {save.isPending ? 'Saving...' : 'Save as my defaults for new events'}
      </Button>
      <p className="text-sm text-ink-muted">
        The events you create from now on start with these. This event is saved with the form.
      </p>
    </div>
  );
}
