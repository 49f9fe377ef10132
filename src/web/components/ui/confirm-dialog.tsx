import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { AlertActions, AlertPanel } from './dialog-parts';
import { dialogTitleClass } from './dialog-styles';

/** Asks before something that cannot be undone. */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  onConfirm,
}: {
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertPanel width="sm">
        <AlertDialog.Title className={dialogTitleClass}>{title}</AlertDialog.Title>
        <AlertDialog.Description className="text-ink-muted">{description}</AlertDialog.Description>
        <AlertActions cancelLabel="Cancel" actionLabel={confirmLabel} onAction={onConfirm} />
      </AlertPanel>
    </AlertDialog.Root>
  );
}
