// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AlertDialog, Dialog } from 'radix-ui';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { AlertActions, AlertPanel, DialogActions, DialogPanel } from './dialog-parts';

/** A dialog form as the app draws them: open from a button, sending through `onSend`. */
function FormInDialog({
  onSend,
  pending = false,
  disabled,
}: {
  onSend: () => void;
  pending?: boolean;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>Open</Dialog.Trigger>
      <DialogPanel width="md" scrolls aria-describedby={undefined}>
        <Dialog.Title>Rename</Dialog.Title>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSend();
          }}
        >
          <DialogActions
            submitLabel="Save"
            pendingLabel="Saving…"
            pending={pending}
            disabled={disabled}
            danger
          />
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}

describe('DialogPanel and DialogActions', () => {
  it('draws Cancel then the action; Cancel closes and gives the focus back', async () => {
    const onSend = vi.fn();
    render(<FormInDialog onSend={onSend} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Rename' });
    expect(dialog.className).toContain('w-[min(30rem,calc(100vw-2rem))]');
    expect(dialog.className).toContain('overflow-y-auto');
    const buttons = within(dialog).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Cancel', 'Save']);
    expect(buttons[1]!.getAttribute('type')).toBe('submit');
    expect(buttons[0]!.getAttribute('type')).toBe('button');
    fireEvent.click(buttons[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends with the action, which is disabled and says so while pending', async () => {
    const onSend = vi.fn();
    const { rerender } = render(<FormInDialog onSend={onSend} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSend).toHaveBeenCalledTimes(1);

    rerender(<FormInDialog onSend={onSend} pending />);
    const pending = within(dialog).getByRole('button', { name: 'Saving…' });
    expect(pending.hasAttribute('disabled')).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('holds the action back while the form is not ready', async () => {
    render(<FormInDialog onSend={vi.fn()} disabled />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename' });
    expect(within(dialog).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(
      false,
    );
  });
});

describe('AlertPanel and AlertActions', () => {
  it('ask with the way back first; the action runs and closes the question', async () => {
    const onAction = vi.fn();
    render(
      <AlertDialog.Root>
        <AlertDialog.Trigger>Cancel booking</AlertDialog.Trigger>
        <AlertPanel width="sm" aria-describedby={undefined}>
          <AlertDialog.Title>Cancel this booking?</AlertDialog.Title>
          <AlertActions cancelLabel="Keep booking" actionLabel="Cancel it" onAction={onAction} />
        </AlertPanel>
      </AlertDialog.Root>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' });
    expect(dialog.className).toContain('w-[min(28rem,calc(100vw-2rem))]');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Keep booking', 'Cancel it']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel it' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('ConfirmDialog asks before it acts, and Cancel does nothing', async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        trigger={<button type="button">Delete banner</button>}
        title="Delete this banner?"
        description="It leaves every page at once."
        confirmLabel="Delete"
        onConfirm={onConfirm}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete banner' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this banner?' });
    expect(within(dialog).getByText('It leaves every page at once.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete banner' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this banner?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
