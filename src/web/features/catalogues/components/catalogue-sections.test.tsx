// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminTags } from '@shared/catalogues/catalogue-schemas';
import { fakeApi, json, mountAt, sent } from '@web/lib/admin-test-support';
import { expectRefusedUnsent, pressUntilToast } from '@web/test/admin-form-steps';
import { optionTexts } from '@web/test/dom-queries';
import { catalogueApi, category, pressForDialog, tag } from './catalogue-fixture';
import { CategoriesSection } from './categories-section';
import { RolesCatalogueSection } from './roles-catalogue-section';
import { TagsSection } from './tags-section';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast: toasts }));

const oneRole = { roles: [{ id: 5, name: 'Volunteer', services: [] }] };

describe('the catalogue dialogs of /super-admin', () => {
  it('creates a category after checking its name, and closes with a toast', async () => {
    catalogueApi({ categories: [] }, () => json(category(9, 'Breathwork', 0)));
    mountAt(<CategoriesSection />);
    expect(await screen.findByText('No categories yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New category' });
    await expectRefusedUnsent(dialog, 'Create category', 'Enter a name.');

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: ' Breathwork ' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Colour' }), {
      target: { value: '#FFFF00' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create category' }));
    // White words cannot be read on yellow: refused before anything is sent.
    expect(
      await within(dialog).findByText(/White text/, { selector: 'p.text-red-700' }),
    ).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Colour' }), {
      target: { value: '#2D4A22' },
    });
    await pressUntilToast(dialog, 'Create category', 'Category “Breathwork” created');
    expect(sent).toEqual([
      {
        request: 'POST /api/admin/event-categories',
        body: { name: 'Breathwork', color: '#2D4A22' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('merges a category into the one chosen, and says how many events moved', async () => {
    catalogueApi({ categories: [category(1, 'Yoga', 2), category(2, 'Movement', 1)] }, () =>
      json({ movedEvents: 2 }),
    );
    mountAt(<CategoriesSection />);
    const dialog = await pressForDialog('Merge Yoga into another category', 'Merge “Yoga”');
    expect(within(dialog).getByText(/The 2 events filed under “Yoga” move/)).toBeTruthy();
    await expectRefusedUnsent(dialog, 'Merge categories', 'Choose the category to merge it into.');
    const into = within(dialog).getByRole('combobox', { name: 'Merge into' });
    expect(optionTexts(into)).toEqual(['Choose a category', 'Movement (1 event)']);
    fireEvent.change(into, { target: { value: '2' } });
    await pressUntilToast(
      dialog,
      'Merge categories',
      'Merged “Yoga” into “Movement”: 2 events moved',
    );
    expect(sent).toEqual([
      { request: 'POST /api/admin/event-categories/1/merge', body: { intoId: 2 } },
    ]);
  });

  const tags: AdminTags = {
    groups: [{ id: 1, name: 'Practice', tags: [tag(11, 'Breath', 1, 0), tag(12, 'Sound', 1, 3)] }],
    ungrouped: [tag(13, 'Outdoors', null, 1)],
  };

  it('offers the other tags by group to merge into, and deletes a tag no event carries', async () => {
    catalogueApi(tags, () => new Response(null, { status: 204 }));
    mountAt(<TagsSection />);
    const merge = await pressForDialog('Merge tag Sound into another tag', 'Merge tag “Sound”');
    const groups = within(merge).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('label'))).toEqual(['Practice', 'Other (no group)']);
    fireEvent.click(within(merge).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(screen.queryByRole('button', { name: 'Delete tag Sound' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete tag Breath' }));
    const remove = await screen.findByRole('dialog', { name: 'Delete tag “Breath”?' });
    await pressUntilToast(remove, 'Delete tag', 'Tag “Breath” deleted');
    expect(sent).toEqual([{ request: 'DELETE /api/admin/tags/11', body: undefined }]);
  });

  it('shows the server’s refusal of a name under the field, and keeps the dialog open', async () => {
    catalogueApi(oneRole, () =>
      json(
        {
          message: 'Check the form.',
          code: 'VALIDATION',
          fieldErrors: { name: ['That name is taken.'] },
        },
        400,
      ),
    );
    mountAt(<RolesCatalogueSection />);
    const dialog = await pressForDialog(/Rename role Volunteer/, 'Rename the role “Volunteer”');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Role name' }), {
      target: { value: 'Helper' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByText('That name is taken.')).toBeTruthy();
    expect(sent).toEqual([
      { request: 'PUT /api/admin/catalogue/roles/5', body: { name: 'Helper' } },
    ]);
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('moves a category down, says where it went, and keeps the focus on its button', async () => {
    let order = [category(1, 'Yoga', 2), category(2, 'Movement', 1)];
    fakeApi((url, init) => {
      if (init?.method === 'POST') order = [order[1]!, order[0]!];
      return json({ categories: order });
    });
    mountAt(<CategoriesSection />);
    const list = await screen.findByRole('list', { name: 'Event categories, in order' });
    const down = within(list).getByRole('button', { name: 'Move Yoga down' });
    expect(
      within(list).getByRole('button', { name: 'Move Yoga up' }).getAttribute('aria-disabled'),
    ).toBe('true');
    fireEvent.click(down);
    expect(await screen.findByText('Yoga moved to position 2 of 2.')).toBeTruthy();
    expect(sent).toEqual([
      { request: 'POST /api/admin/event-categories/1/move', body: { direction: 'down' } },
    ]);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Movement'), expect.stringContaining('Yoga')]);
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Yoga down'),
    );
  });

  it('creates a tag group, and a tag in it', async () => {
    catalogueApi(tags);
    mountAt(<TagsSection />);
    const group = await pressForDialog('New tag group', 'New tag group');
    fireEvent.change(within(group).getByRole('textbox', { name: 'Group name' }), {
      target: { value: 'Setting' },
    });
    await pressUntilToast(group, 'Create group', 'Group “Setting” created');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'New tag in Practice' }));
    const tag = await screen.findByRole('dialog', { name: 'New tag' });
    expect(within(tag).getByRole('combobox', { name: 'Group' })).toHaveProperty('value', '1');
    fireEvent.change(within(tag).getByRole('textbox', { name: 'Tag name' }), {
      target: { value: 'Chanting' },
    });
    fireEvent.change(within(tag).getByRole('combobox', { name: 'Group' }), {
      target: { value: '' },
    });
    await pressUntilToast(tag, 'Create tag', 'Tag “Chanting” created');
    expect(sent).toEqual([
      { request: 'POST /api/admin/tag-groups', body: { name: 'Setting' } },
      { request: 'POST /api/admin/tags', body: { name: 'Chanting', groupId: null } },
    ]);
  });

  it('adds a service to a role after checking its name', async () => {
    catalogueApi(oneRole);
    mountAt(<RolesCatalogueSection />);
    const volunteer = (await screen.findAllByRole('listitem')).find((item) =>
      item.textContent?.includes('Volunteer'),
    )!;
    const field = within(volunteer).getByRole('textbox', { name: 'New service for Volunteer' });
    await expectRefusedUnsent(volunteer, 'Add service', 'Enter a name.');
    fireEvent.change(field, { target: { value: 'Tea ceremony' } });
    await pressUntilToast(volunteer, 'Add service', 'Service “Tea ceremony” added to “Volunteer”');
    expect(sent).toEqual([
      { request: 'POST /api/admin/catalogue/roles/5/services', body: { name: 'Tea ceremony' } },
    ]);
  });
});
