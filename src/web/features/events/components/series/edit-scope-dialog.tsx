import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import type { EditScope } from '@shared/events/event-schemas';
import { DialogActions, DialogPanel } from '@web/components/ui/dialog-parts';
import { dialogTitleClass } from '@web/components/ui/dialog-styles';
import { choiceClass } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';

/** Why a scope cannot be chosen for this save, or null when it can. */
type Refusals = Record<EditScope, string | null>;

/**
 * What each scope cannot do (the server refuses the same): "this and following" starts from a
 * date to come, and only "this date" moves the date itself.
 */
export function scopeRefusals({ started, moved }: { started: boolean; moved: boolean }): Refusals {
  const moving = moved ? 'To move one date, edit this date only.' : null;
  return {
    this: null,
    following: started ? 'This date has started, so later dates cannot follow it.' : moving,
    all: moving,
  };
}

const CHOICES: Array<[EditScope, string, string]> = [
  ['this', 'This date', 'Only this date changes.'],
  [
    'following',
    'This and following dates',
    'This date and every later one change, and so do dates made from now on.',
  ],
  ['all', 'All dates', 'Every date still to come changes. Dates already held stay as they were.'],
];

/**
 * Asks which dates of a series a save changes (issue 23): a group of radio buttons, reached and
 * chosen by keyboard like any other, in a dialog that keeps focus until it is answered.
 */
export function EditScopeDialog({
  open,
  started,
  moved,
  onChoose,
  onClose,
}: {
  open: boolean;
  /** This date has started: "this and following" cannot start from it. */
  started: boolean;
  /** The form moves this date to another day: only "this date" can. */
  moved: boolean;
  onChoose: (scope: EditScope) => void;
  onClose: () => void;
}) {
  const [scope, setScope] = useState<EditScope>('this');
  const name = useId();
  const refusals = scopeRefusals({ started, moved });
  const chosen = refusals[scope] ? 'this' : scope;
  return (
    <Dialog.Root open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogPanel width="lg" aria-describedby={undefined}>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            e.stopPropagation();
            onChoose(chosen);
          }}
        >
          <Dialog.Title className={dialogTitleClass}>Save changes to this series</Dialog.Title>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-ink-muted">Which dates should change?</legend>
            {CHOICES.map(([value, label, hint]) => {
              const refused = refusals[value];
              const hintId = `${name}-${value}`;
              const labelId = `${hintId}-label`;
              return (
                <label
                  key={value}
                  className={cn(
                    'flex items-start gap-3 rounded-xl border px-4 py-3',
                    chosen === value ? 'border-forest-700 bg-sage-50' : 'border-stone-300',
                  )}
                >
                  <input
                    type="radio"
                    name={name}
                    value={value}
                    className={cn(choiceClass, 'mt-1 shrink-0')}
                    checked={chosen === value}
                    disabled={refused !== null}
                    // Named by its label alone; the line under it describes it.
                    aria-labelledby={labelId}
                    aria-describedby={hintId}
                    onChange={() => setScope(value)}
                  />
                  <span className="grid gap-0.5">
                    <span id={labelId} className="font-medium text-forest-900">
                      {label}
                    </span>
                    <span id={hintId} className="text-sm text-ink-muted">
                      {refused ?? hint}
                    </span>
                  </span>
                </label>
              );
            })}
          </fieldset>
          <DialogActions submitLabel="Save" cancelLabel="Back to editing" pending={false} />
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
