// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminTags } from '@shared/catalogues/catalogue-schemas';
import { fakeApi, json, mountAt, sent } from '@web/lib/admin-test-support';
import { expectRefusedUnsent, pressUntilToast } from '@web/test/admin-form-steps';
import { catalogueApi, category, pressForDialog, tag } from './catalogue-fixture';
import { CategoriesSection } from './categories-section';
import { RolesCatalogueSection } from './roles-catalogue-section';
import { TagsSection } from './tags-section';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast: toasts }));

const categories = { categories: [category(1, 'Yoga', 3)] };
const roles = { roles: [{ id: 5, name: 'Volunteer', services: [{ id: 7, name: 'Tea' }] }] };

describe('the catalogue forms: what they check, and in whose words', () => {
  it('the name: required and at most 60 characters, in the screen’s words, focused', async () => {
    catalogueApi(categories);
    mountAt(<CategoriesSection />);
    const dialog = await pressForDialog('Edit Yoga', 'Edit “Yoga”');
    expect(within(dialog).getByText(/also written on the 3 events filed under it/)).toBeTruthy();
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save category' }));
    // The API says "Enter a name for the category."; the dialog keeps its own words.
    const message = await within(dialog).findByText('Enter a name.');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe(message.id);
    await waitFor(() => expect(document.activeElement).toBe(name));

    fireEvent.change(name, { target: { value: 'n'.repeat(61) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save category' }));
    expect(
      await within(dialog).findByText('Keep the name to 60 characters or fewer.'),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('a colour that is not #RRGGBB is refused, focusing the colour', async () => {
    catalogueApi(categories);
    mountAt(<CategoriesSection />);
    const dialog = await pressForDialog('Edit Yoga', 'Edit “Yoga”');
    const colour = within(dialog).getByRole('textbox', { name: 'Colour' });
    fireEvent.change(colour, { target: { value: 'green' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save category' }));
    expect(
      await within(dialog).findByText('Choose a colour written as #RRGGBB, for example #2D4A22.'),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(colour));
    expect(sent).toEqual([]);
  });

  it('the server’s word on a field goes under it; a refusal of the whole form above', async () => {
    let answer = json(
      { message: 'Invalid', fieldErrors: { name: ['A category of that name exists.'] } },
      400,
    );
    catalogueApi(categories, () => answer);
    mountAt(<CategoriesSection />);
    const dialog = await pressForDialog('Edit Yoga', 'Edit “Yoga”');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Movement' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save category' }));
    expect(await within(dialog).findByText('A category of that name exists.')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(sent).toEqual([
      {
        request: 'PUT /api/admin/event-categories/1',
        body: { name: 'Movement', color: '#2D4A22' },
      },
    ]);

    answer = json({ message: 'Someone else changed the categories. Try again.' }, 409);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save category' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Someone else changed the categories. Try again.',
    );
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('Cancel closes a dialog and gives the focus back to the button that opened it', async () => {
    catalogueApi(categories);
    mountAt(<CategoriesSection />);
    const edit = await screen.findByRole('button', { name: 'Edit Yoga' });
    edit.focus();
    fireEvent.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Edit “Yoga”' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(edit));
    expect(sent).toEqual([]);
  });

  it('merging a tag needs a choice, said in the screen’s words, then moves its events', async () => {
    const tags: AdminTags = {
      groups: [{ id: 10, name: 'Style', tags: [tag(1, 'Gentle', 10, 2), tag(2, 'Slow', 10, 0)] }],
      ungrouped: [],
    };
    catalogueApi(tags, () => json({ movedEvents: 2 }));
    mountAt(<TagsSection />);
    const dialog = await pressForDialog('Merge tag Gentle into another tag', 'Merge tag “Gentle”');
    // The API says "Choose where to merge it."
    await expectRefusedUnsent(dialog, 'Merge tags', 'Choose the tag to merge it into.');
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Merge into' }), {
      target: { value: '2' },
    });
    await pressUntilToast(dialog, 'Merge tags', 'Merged “Gentle” into “Slow”: 2 events moved');
    expect(sent).toEqual([{ request: 'POST /api/admin/tags/1/merge', body: { intoId: 2 } }]);
  });
});

describe('a catalogue that cannot be read', () => {
  it('says why in an alert, and offers nothing to change', async () => {
    fakeApi(() => json({ message: 'The catalogue is unavailable. Try again.' }, 503));
    mountAt(<RolesCatalogueSection />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The catalogue is unavailable. Try again.',
    );
    expect(screen.queryByRole('list', { name: 'Roles, in order' })).toBeNull();
    expect(screen.queryByText('No roles yet')).toBeNull();
  });
});

describe('the roles catalogue’s forms', () => {
  it('adding a role checks the name, then clears the field once added', async () => {
    catalogueApi(roles, () => json({ id: 6 }));
    mountAt(<RolesCatalogueSection />);
    const field = await screen.findByRole('textbox', { name: 'New role' });
    fireEvent.click(screen.getByRole('button', { name: 'Add role' }));
    const message = await screen.findByText('Enter a name.');
    expect(field.getAttribute('aria-describedby')).toBe(message.id);
    await waitFor(() => expect(document.activeElement).toBe(field));
    // Typing takes the message away until the next try.
    fireEvent.change(field, { target: { value: ' Healer ' } });
    expect(screen.queryByText('Enter a name.')).toBeNull();
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Add role' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Role “Healer” added'));
    expect(sent).toEqual([
      { request: 'POST /api/admin/catalogue/roles', body: { name: 'Healer' } },
    ]);
    await waitFor(() => expect((field as HTMLInputElement).value).toBe(''));
  });

  it('a refused addition is said under the field, and the name stays', async () => {
    catalogueApi(roles, () =>
      json({ message: 'Invalid', fieldErrors: { name: ['That role exists.'] } }, 400),
    );
    mountAt(<RolesCatalogueSection />);
    const field = await screen.findByRole('textbox', { name: 'New role' });
    fireEvent.change(field, { target: { value: 'Volunteer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add role' }));
    expect(await screen.findByText('That role exists.')).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('Volunteer');
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('renaming a service sends its new name and says so', async () => {
    catalogueApi(roles, () => json(roles));
    mountAt(<RolesCatalogueSection />);
    const dialog = await pressForDialog(
      'Rename service Tea of Volunteer',
      'Rename the service “Tea” of “Volunteer”',
    );
    const name = within(dialog).getByRole('textbox', { name: 'Service name' });
    fireEvent.change(name, { target: { value: '' } });
    await expectRefusedUnsent(dialog, 'Rename', 'Enter a name.');
    fireEvent.change(name, { target: { value: 'Tea ceremony' } });
    await pressUntilToast(dialog, 'Rename', 'Renamed “Tea” to “Tea ceremony”');
    expect(sent).toEqual([
      { request: 'PUT /api/admin/catalogue/services/7', body: { name: 'Tea ceremony' } },
    ]);
  });

  it('deleting a role says how many services go with it', async () => {
    catalogueApi(roles);
    mountAt(<RolesCatalogueSection />);
    const dialog = await pressForDialog('Delete role Volunteer', 'Delete the role “Volunteer”?');
    expect(within(dialog).getByText(/Its 1 service goes with it/)).toBeTruthy();
    await pressUntilToast(dialog, 'Delete role', 'Deleted the role “Volunteer”');
    expect(sent).toEqual([{ request: 'DELETE /api/admin/catalogue/roles/5', body: undefined }]);
  });
});
