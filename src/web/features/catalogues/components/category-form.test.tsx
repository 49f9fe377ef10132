// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminCategory } from '@shared/catalogues/catalogue-schemas';
import { fakeApi, json, mountAt, sent } from '@web/lib/admin-test-support';
import { pressUntilToast } from '@web/test/admin-form-steps';
import { category } from './catalogue-fixture';
import { CategoryForm } from './category-form';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast: toasts }));

const yoga = category(4, 'Yoga', 3);

function open(edited: AdminCategory | null) {
  const onClose = vi.fn();
  mountAt(<CategoryForm category={edited} onClose={onClose} onCloseAutoFocus={() => {}} />);
  const dialog = screen.getByRole('dialog', {
    name: edited ? `Edit “${edited.name}”` : 'New category',
  });
  return {
    dialog,
    onClose,
    colour: () => within(dialog).getByRole('textbox', { name: 'Colour' }) as HTMLInputElement,
  };
}

describe('CategoryForm', () => {
  it('edits a category: its name and colour filled in, and the events a rename reaches', () => {
    const { dialog, colour } = open(yoga);
    expect((within(dialog).getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe(
      'Yoga',
    );
    expect(colour().value).toBe('#2D4A22');
    expect(
      within(dialog).getByText('A new name is also written on the 3 events filed under it.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Save category' })).toBeTruthy();
  });

  it('refuses a colour that is not #RRGGBB, with the exact message, and sends nothing', async () => {
    fakeApi(() => json({}));
    const { dialog, colour } = open(yoga);
    fireEvent.change(colour(), { target: { value: 'green' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save category' }));
    expect(
      await within(dialog).findByText('Choose a colour written as #RRGGBB, for example #2D4A22.'),
    ).toBeTruthy();
    expect(colour().getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('says how readable white text is on the colour typed', () => {
    const { dialog, colour } = open(null);
    fireEvent.change(colour(), { target: { value: '#000000' } });
    expect(within(dialog).getByText(/this one is 21\.0:1/)).toBeTruthy();
  });

  it('saves the category with a PUT of its trimmed name and colour, then closes with a toast', async () => {
    fakeApi(() => json({ ...yoga, name: 'Hatha yoga', color: '#1F3A5F' }));
    const { dialog, colour, onClose } = open(yoga);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: '  Hatha yoga ' },
    });
    fireEvent.change(colour(), { target: { value: ' #1F3A5F ' } });
    await pressUntilToast(dialog, 'Save category', 'Category “Hatha yoga” saved');
    expect(sent).toEqual([
      {
        request: 'PUT /api/admin/event-categories/4',
        body: { name: 'Hatha yoga', color: '#1F3A5F' },
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's error on the colour and keeps the dialog open", async () => {
    fakeApi(() =>
      json(
        {
          message: 'Invalid',
          code: 'VALIDATION',
          fieldErrors: { color: ['This colour is already used by “Dance”.'] },
        },
        400,
      ),
    );
    const { dialog, colour, onClose } = open(yoga);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save category' }));
    expect(await within(dialog).findByText('This colour is already used by “Dance”.')).toBeTruthy();
    expect(colour().getAttribute('aria-invalid')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();
  });
});
