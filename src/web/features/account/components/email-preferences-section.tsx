import { useId } from 'react';
import { toast } from '@web/lib/toast';
import {
  EMAIL_PREFERENCE_KINDS,
  EMAIL_PREFERENCE_LABELS,
  type EmailPreferenceKind,
} from '@shared/account/account-schemas';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { Switch } from '@web/components/ui/switch';
import { useEmailPreferences, useSaveEmailPreferences } from '../api/email-preferences';

/**
 * The e-mail switches (`kinds`, all of them unless said); each change is saved at once and
 * confirmed with a toast.
 */
export function EmailPreferencesSection({
  kinds = EMAIL_PREFERENCE_KINDS,
}: {
  kinds?: readonly EmailPreferenceKind[];
}) {
  const preferences = useEmailPreferences();
  const save = useSaveEmailPreferences();
  const id = useId();

  if (preferences.isPending)
    return (
      <div role="status" className="grid gap-3">
        <span className="sr-only">Loading your e-mail preferences…</span>
        {kinds.map((kind) => (
          <Skeleton key={kind} className="h-12" />
        ))}
      </div>
    );
  if (preferences.isError)
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="alert" className="text-sm font-medium text-red-800">
          Failed to load your e-mail preferences.
        </p>
        <Button variant="outline" size="sm" onClick={() => void preferences.refetch()}>
          Try again
        </Button>
      </div>
    );

  const current = preferences.data;
  const change = (kind: EmailPreferenceKind, on: boolean) => {
    const { label } = EMAIL_PREFERENCE_LABELS[kind];
    // "News from people I follow" reads "news from people I follow": only its first letter falls.
    const named = label.charAt(0).toLowerCase() + label.slice(1);
    save.mutate(
      { ...current, [kind]: on },
      {
        onSuccess: () =>
          toast.success(`E-mails about ${named} turned ${on ? 'on' : 'off'}`, {
            id: 'email-preferences',
          }),
        onError: (error) => toast.error(error.message, { id: 'email-preferences' }),
      },
    );
  };

  return (
    <ul className="grid divide-y divide-stone-200">
      {kinds.map((kind) => {
        const { label, description } = EMAIL_PREFERENCE_LABELS[kind];
        return (
          <li
            key={kind}
            className="flex items-center justify-between gap-4 py-3 first:pt-0 last:pb-0"
          >
            <div className="grid gap-0.5">
              <label htmlFor={`${id}-${kind}`} className="font-medium text-ink">
                {label}
              </label>
              <p id={`${id}-${kind}-description`} className="text-sm text-ink-muted">
                {description}
              </p>
            </div>
            <Switch
              id={`${id}-${kind}`}
              aria-describedby={`${id}-${kind}-description`}
              checked={current[kind]}
              onCheckedChange={(on) => change(kind, on)}
            />
          </li>
        );
      })}
    </ul>
  );
}
