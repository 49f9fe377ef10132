import { Link } from 'react-router';
import { Button, buttonVariants } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { editEventHref } from '@web/config/paths';
import { toast } from '@web/lib/toast';

/** Runs a change a row's button asked for, and says in a toast that it is done, or why not. */
export async function runWithToast(action: () => Promise<unknown>, done: string) {
  try {
    await action();
    toast.success(done);
  } catch (e) {
    toast.error((e as Error).message);
  }
}

/** The row's Edit button, to the event's edit form (hosted or listed), named for the event. */
export function EditEventLink({
  event,
}: {
  event: Parameters<typeof editEventHref>[0] & { title: string };
}) {
  return (
    <Link
      to={editEventHref(event)}
      className={buttonVariants({ variant: 'outline', size: 'sm' })}
      aria-label={`Edit ${event.title}`}
    >
      Edit
    </Link>
  );
}

/** A row's red button for what cannot be undone (delete, remove, withdraw): it asks first. */
export function ConfirmedRemoval({
  label,
  name,
  disabled,
  title,
  description,
  confirmLabel,
  onConfirm,
}: {
  /** What the button says. */
  label: string;
  /** Its accessible name, which says what it removes. */
  name: string;
  disabled?: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost-danger" size="sm" disabled={disabled} aria-label={name}>
          {label}
        </Button>
      }
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      onConfirm={onConfirm}
    />
  );
}
