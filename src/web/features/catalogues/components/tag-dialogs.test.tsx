// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminTags } from '@shared/catalogues/catalogue-schemas';
import { fakeApi, json, mountAt, sent } from '@web/lib/admin-test-support';
import { expectRefusedUnsent, pressUntilToast } from '@web/test/admin-form-steps';
import { tag } from './catalogue-fixture';
import { TagDialogs } from './tag-dialogs';
import type { TagDialog } from './tag-group-card';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast: toasts }));

const yin = tag(1, 'Yin', 10, 2);
const data: AdminTags = {
  groups: [
    { id: 10, name: 'Style', tags: [yin, tag(2, 'Vinyasa', 10)] },
    { id: 20, name: 'Level', tags: [] },
  ],
  ungrouped: [tag(3, 'Outdoors', null)],
};

function open(state: TagDialog, name: string) {
  const onClose = vi.fn();
  mountAt(<TagDialogs state={state} data={data} onClose={onClose} onCloseAutoFocus={() => {}} />);
  return { dialog: screen.getByRole('dialog', { name }), onClose };
}

describe('TagDialogs', () => {
  it('edits a tag: says what its events keep, and sends its new name and group', async () => {
    fakeApi(() => json({}));
    const { dialog, onClose } = open({ kind: 'tag', tag: yin, groupId: 10 }, 'Edit tag “Yin”');
    expect(
      within(dialog).getByText('The 2 events carrying it keep it under its new name and group.'),
    ).toBeTruthy();
    const group = within(dialog).getByRole('combobox', { name: 'Group' }) as HTMLSelectElement;
    expect(group.value).toBe('10');
    expect([...group.options].map((o) => o.textContent)).toEqual([
      'Style',
      'Level',
      'Other (no group)',
    ]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Tag name' }), {
      target: { value: ' Yin yoga ' },
    });
    fireEvent.change(group, { target: { value: '' } });
    await pressUntilToast(dialog, 'Save tag', 'Tag “Yin yoga” saved');
    expect(sent).toEqual([
      { request: 'PUT /api/admin/tags/1', body: { name: 'Yin yoga', groupId: null } },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses an empty tag name with the exact message, and sends nothing', async () => {
    fakeApi(() => json({}));
    const { dialog, onClose } = open({ kind: 'tag', tag: null, groupId: 20 }, 'New tag');
    await expectRefusedUnsent(dialog, 'Create tag', 'Enter a name.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the group under the Group field", async () => {
    fakeApi(() =>
      json(
        { message: 'Invalid', code: 'VALIDATION', fieldErrors: { groupId: ['No such group.'] } },
        400,
      ),
    );
    const { dialog, onClose } = open({ kind: 'tag', tag: null, groupId: 20 }, 'New tag');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Tag name' }), {
      target: { value: 'Beginners' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create tag' }));
    expect(await within(dialog).findByText('No such group.')).toBeTruthy();
    expect(sent).toEqual([
      { request: 'POST /api/admin/tags', body: { name: 'Beginners', groupId: 20 } },
    ]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('renames a group', async () => {
    fakeApi(() => json({}));
    const { dialog } = open({ kind: 'group', group: { id: 10, name: 'Style' } }, 'Rename “Style”');
    const name = within(dialog).getByRole('textbox', { name: 'Group name' }) as HTMLInputElement;
    expect(name.value).toBe('Style');
    fireEvent.change(name, { target: { value: 'Styles' } });
    await pressUntilToast(dialog, 'Rename group', 'Group renamed to “Styles”');
    expect(sent).toEqual([{ request: 'PUT /api/admin/tag-groups/10', body: { name: 'Styles' } }]);
  });

  it('deletes an empty group after asking', async () => {
    fakeApi(() => new Response(null, { status: 204 }));
    const { dialog, onClose } = open(
      { kind: 'delete-group', group: data.groups[1]! },
      'Delete the group “Level”?',
    );
    expect(within(dialog).getByText('It holds no tags. This cannot be undone.')).toBeTruthy();
    await pressUntilToast(dialog, 'Delete group', 'Group “Level” deleted');
    expect(sent).toEqual([{ request: 'DELETE /api/admin/tag-groups/20', body: undefined }]);
    expect(onClose).toHaveBeenCalled();
  });
});
