// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json, mountAt, sent } from '@web/lib/admin-test-support';
import { pressUntilToast } from '@web/test/admin-form-steps';
import { PeopleSection } from './people-section';
import { peoplePage, person } from './person-fixture';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast: toasts }));

const robin = person('2', 'Robin');

/** The people list holds Robin; every change is answered by `answer`. */
async function openAction(item: string, answer: () => Response) {
  fakeApi((url, init) => (init?.method === 'POST' ? answer() : json(peoplePage([robin]))));
  mountAt(<PeopleSection />);
  await screen.findByText('1 person');
  // The list is drawn as a table and as cards (for phones): the table's menu.
  const table = within(screen.getByRole('table'));
  fireEvent.keyDown(table.getByRole('button', { name: 'Actions for Robin Test' }), {
    key: 'Enter',
  });
  const menu = await screen.findByRole('menu');
  fireEvent.click(within(menu).getByRole('menuitem', { name: item }));
  return screen.findByRole('dialog');
}

describe('a person’s action dialog', () => {
  it('grants a role with nothing to fill in, says so and closes', async () => {
    const dialog = await openAction('Make host', () => json({ ...robin, isHost: true }));
    expect(within(dialog).getByRole('heading', { name: 'Make Robin Test a host?' })).toBeTruthy();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await pressUntilToast(dialog, 'Make host', 'Robin Test is now a host');
    expect(sent).toEqual([
      { request: 'POST /api/admin/people/2/roles', body: { role: 'host', granted: true } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses a reason past 500 characters, focusing it, and counts what is typed', async () => {
    const dialog = await openAction('Suspend account…', () => json(robin));
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    fireEvent.change(reason, { target: { value: 'y'.repeat(501) } });
    expect(within(dialog).getByText('501 / 500')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    const message = await within(dialog).findByText('Keep the reason under 500 characters.');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(reason.getAttribute('aria-describedby')).toContain(message.id);
    await waitFor(() => expect(document.activeElement).toBe(reason));
    expect(sent).toEqual([]);
  });

  it('shows the server’s refusal in the dialog, which stays open', async () => {
    const dialog = await openAction('Suspend account…', () =>
      json({ message: 'You cannot suspend the last super admin.' }, 409),
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: ' Spam ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You cannot suspend the last super admin.',
    );
    expect(sent).toEqual([
      { request: 'POST /api/admin/people/2/suspend', body: { reason: 'Spam' } },
    ]);
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('Cancel closes without sending anything', async () => {
    const dialog = await openAction('Make super admin', () => json(robin));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);
  });
});
