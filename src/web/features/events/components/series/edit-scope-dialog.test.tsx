// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EditScopeDialog } from './edit-scope-dialog';

function renderDialog(situation: { started?: boolean; moved?: boolean } = {}) {
  const onChoose = vi.fn();
  const onClose = vi.fn();
  render(
    <EditScopeDialog
      open
      started={situation.started ?? false}
      moved={situation.moved ?? false}
      onChoose={onChoose}
      onClose={onClose}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Save changes to this series' });
  const group = within(dialog).getByRole('group', { name: 'Which dates should change?' });
  const choice = (name: string) => within(group).getByRole('radio', { name });
  return { dialog, choice, onChoose, onClose };
}

describe('EditScopeDialog', () => {
  it('offers the three scopes, this date first and chosen', () => {
    const { choice } = renderDialog();
    const names = ['This date', 'This and following dates', 'All dates'];
    for (const name of names) expect((choice(name) as HTMLInputElement).disabled).toBe(false);
    expect((choice('This date') as HTMLInputElement).checked).toBe(true);
  });

  it('saves with the scope chosen', () => {
    const { dialog, choice, onChoose } = renderDialog();
    fireEvent.click(choice('This and following dates'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onChoose).toHaveBeenCalledWith('following');
  });

  it('says why a date that has started cannot lead the following ones', () => {
    const { choice, dialog } = renderDialog({ started: true });
    const following = choice('This and following dates') as HTMLInputElement;
    expect(following.disabled).toBe(true);
    expect(following.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      dialog.querySelector(`#${CSS.escape(following.getAttribute('aria-describedby')!)}`)
        ?.textContent,
    ).toBe('This date has started, so later dates cannot follow it.');
    expect((choice('All dates') as HTMLInputElement).disabled).toBe(false);
  });

  it('lets only this date move to another day', () => {
    const { choice, dialog, onChoose } = renderDialog({ moved: true });
    expect((choice('This and following dates') as HTMLInputElement).disabled).toBe(true);
    expect((choice('All dates') as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getAllByText('To move one date, edit this date only.')).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onChoose).toHaveBeenCalledWith('this');
  });

  it('closes without saving', () => {
    const { dialog, onChoose, onClose } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back to editing' }));
    expect(onClose).toHaveBeenCalled();
    expect(onChoose).not.toHaveBeenCalled();
  });
});
