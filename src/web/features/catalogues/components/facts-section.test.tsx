// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminFact } from '@shared/catalogues/catalogue-schemas';
import { FACT_ICONS } from '@shared/events/event-facts';
import { fakeApi, json, mountAt, sent } from '@web/lib/admin-test-support';
import { expectRefusedUnsent, pressUntilToast } from '@web/test/admin-form-steps';
import { catalogueApi, pressForDialog } from './catalogue-fixture';
import { FACT_ICON_NAMES } from './fact-icon-names';
import { FactsSection } from './facts-section';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast: toasts }));

const fact = (
  id: number,
  kind: AdminFact['kind'],
  name: string,
  icon: AdminFact['icon'],
  eventCount = 0,
): AdminFact => ({ id, kind, name, icon, sortOrder: id, eventCount });

const loop = fact(1, 'access', 'Hearing loop', 'ear', 3);
const seating = fact(2, 'access', 'Seating available', 'armchair', 1);
const quiet = fact(3, 'atmosphere', 'Quiet space', 'volume-x');
const facts = [loop, seating, quiet];

/** The names in the list of one kind, in order, as the page shows them. */
const namesIn = (kind: string) =>
  within(screen.getByRole('list', { name: `${kind}, in order` }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the “What to expect” catalogue of /super-admin', () => {
  it('lists the facts by kind, each with its icon, name and how many events carry it', async () => {
    catalogueApi({ facts });
    mountAt(<FactsSection />);
    const access = await screen.findByRole('group', { name: /Access/ });
    expect(within(access).getByText('2 facts')).toBeTruthy();
    expect(namesIn('Access')).toEqual([
      expect.stringMatching(/Hearing loop3 events/),
      expect.stringMatching(/Seating available1 event(?!s)/),
    ]);
    // The icon is drawn beside the words, and hidden from screen readers, which read the words.
    const item = within(access).getAllByRole('listitem')[0]!;
    expect(item.querySelector('svg.lucide-ear')?.getAttribute('aria-hidden')).toBe('true');
    expect(namesIn('Atmosphere')).toEqual([expect.stringContaining('Quiet space')]);
    const intensity = screen.getByRole('group', { name: /Intensity/ });
    expect(within(intensity).getByText('No facts of this kind yet.')).toBeTruthy();
  });

  it('adds a fact of the kind and icon chosen, the icons offered with their names', async () => {
    catalogueApi({ facts }, () => json(fact(9, 'intensity', 'Restful', 'leaf'), 201));
    mountAt(<FactsSection />);
    const dialog = await pressForDialog('New fact in Intensity', 'New fact');
    expect(within(dialog).getByRole('combobox', { name: 'Kind' })).toHaveProperty(
      'value',
      'intensity',
    );
    const icons = within(within(dialog).getByRole('group', { name: 'Icon' })).getAllByRole('radio');
    expect(icons.map((radio) => radio.closest('label')!.textContent)).toEqual(
      FACT_ICONS.map((icon) => FACT_ICON_NAMES[icon]),
    );
    expect(within(dialog).getByRole('radio', { name: 'Information' })).toHaveProperty(
      'checked',
      true,
    );

    await expectRefusedUnsent(dialog, 'Create fact', 'Enter a name.');

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: ' Restful ' },
    });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Leaf' }));
    await pressUntilToast(dialog, 'Create fact', 'Fact “Restful” created');
    expect(sent).toEqual([
      {
        request: 'POST /api/admin/event-facts',
        body: { kind: 'intensity', name: 'Restful', icon: 'leaf' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits a fact’s name and icon (its kind stays), showing a taken name under the field', async () => {
    let attempts = 0;
    catalogueApi({ facts }, () =>
      ++attempts === 1
        ? json(
            {
              message: 'A fact called “Quiet space” already exists.',
              code: 'CONFLICT',
              fieldErrors: { name: ['A fact called “Quiet space” already exists.'] },
            },
            409,
          )
        : json({ ...loop, name: 'Induction loop', icon: 'hand' }),
    );
    mountAt(<FactsSection />);
    const dialog = await pressForDialog('Edit Hearing loop', 'Edit “Hearing loop”');
    expect(within(dialog).queryByRole('combobox', { name: 'Kind' })).toBeNull();
    expect(within(dialog).getByText(/The 3 events carrying it show its new name/)).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: 'Ear' })).toHaveProperty('checked', true);
    const name = within(dialog).getByRole('textbox', { name: 'Name' });

    fireEvent.change(name, { target: { value: 'quiet space' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save fact' }));
    expect(
      await within(dialog).findByText('A fact called “Quiet space” already exists.'),
    ).toBeTruthy();
    expect(toasts.success).not.toHaveBeenCalled();

    fireEvent.change(name, { target: { value: 'Induction loop' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Hand' }));
    await pressUntilToast(dialog, 'Save fact', 'Fact “Induction loop” saved');
    expect(sent.at(-1)).toEqual({
      request: 'PUT /api/admin/event-facts/1',
      body: { name: 'Induction loop', icon: 'hand' },
    });
  });

  it('moves a fact within its kind and says where it went', async () => {
    let order = facts;
    fakeApi((url, init) => {
      if (init?.method === 'POST') order = [seating, loop, quiet];
      return json({ facts: order });
    });
    mountAt(<FactsSection />);
    await screen.findByRole('list', { name: 'Access, in order' });
    // Last of its kind: the atmosphere facts are another list.
    expect(
      screen
        .getByRole('button', { name: 'Move Seating available down' })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Move Hearing loop down' }));
    expect(
      await screen.findByText('Hearing loop moved to position 2 of 2 in Access.'),
    ).toBeTruthy();
    expect(sent).toEqual([
      { request: 'POST /api/admin/event-facts/1/move', body: { direction: 'down' } },
    ]);
    expect(namesIn('Access')).toEqual([
      expect.stringContaining('Seating available'),
      expect.stringContaining('Hearing loop'),
    ]);
  });

  it('deletes a fact in use after saying how many events carry it', async () => {
    catalogueApi({ facts }, () => new Response(null, { status: 204 }));
    mountAt(<FactsSection />);
    const dialog = await pressForDialog('Delete Hearing loop', 'Delete “Hearing loop”?');
    expect(
      within(dialog).getByText(
        '3 events carry it. Deleting it takes it off them, and off the defaults of any host’s new events. This cannot be undone.',
      ),
    ).toBeTruthy();
    await pressUntilToast(dialog, 'Delete fact', 'Fact “Hearing loop” deleted');
    expect(sent).toEqual([{ request: 'DELETE /api/admin/event-facts/1', body: undefined }]);
  });
});
