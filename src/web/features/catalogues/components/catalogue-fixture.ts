import { fireEvent, screen } from '@testing-library/react';
import type { AdminCategory, AdminTag } from '@shared/catalogues/catalogue-schemas';
import { fakeApi, json } from '@web/lib/admin-test-support';

/** A category for component tests: forest green, placed in the order of its id. */
export const category = (id: number, name: string, eventCount: number): AdminCategory => ({
  id,
  name,
  color: '#2D4A22',
  sortOrder: id,
  eventCount,
});

/** A tag for component tests, in its group (`null`: in none); carried by no event unless said. */
export const tag = (
  id: number,
  name: string,
  groupId: number | null,
  eventCount = 0,
): AdminTag => ({
  id,
  name,
  groupId,
  eventCount,
});

/**
 * A fake API for a catalogue section: every read answers the catalogue `list`, every change
 * (POST, PUT, DELETE) answers `change`.
 */
export const catalogueApi = (list: unknown, change: () => Response = () => json({})) =>
  fakeApi((url, init) => (init?.method && init.method !== 'GET' ? change() : json(list)));

/** Presses the button named `button` once it is drawn; answers the dialog it opens, named `dialog`. */
export async function pressForDialog(button: string | RegExp, dialog: string) {
  fireEvent.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: dialog });
}
