// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { RoleCatalogue, RoleSelection } from '@shared/spaces/role-editing';
import { RolesPicker } from './roles-picker';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast }));

const catalogue: RoleCatalogue = {
  Facilitator: ['Yoga Teacher', 'Meditation Guide'],
  DJ: ['Techno DJ'],
};

/** The picker inside a form's state, as the space form holds it; `seen` has each selection. */
function mount(
  status: 'loading' | 'ready' | 'error' = 'ready',
  first: RoleSelection = { roles: [], services: {} },
) {
  const seen: RoleSelection[] = [];
  const onRetry = vi.fn();
  function Holder() {
    const [roles, setRoles] = useState(catalogue);
    const [selection, setSelection] = useState(first);
    return (
      <RolesPicker
        catalogue={roles}
        onCatalogueChange={setRoles}
        status={status}
        onRetry={onRetry}
        selection={selection}
        onSelectionChange={(next) => {
          seen.push(next);
          setSelection(next);
        }}
      />
    );
  }
  render(<Holder />);
  return { seen, onRetry };
}

/** The browser's prompt, answering as the host would. */
function answerPrompt(answer: string | null) {
  const prompt = vi.fn(() => answer);
  vi.stubGlobal('prompt', prompt);
  return prompt;
}

const checkbox = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });

describe('RolesPicker (spec 02 §4)', () => {
  it('says the roles are loading, and offers nothing to pick meanwhile', () => {
    mount('loading');
    expect(screen.getByRole('status').textContent).toBe('Loading roles...');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('says the catalogue failed, offers a retry, and still shows the roles it has', () => {
    const { onRetry } = mount('error');
    expect(screen.getByRole('alert').textContent).toBe('Error loading roles');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(checkbox('DJ')).toBeTruthy();
  });

  it("shows a role's services once it is picked, and picks them into the selection", () => {
    const { seen } = mount();
    expect(screen.queryByRole('checkbox', { name: 'Techno DJ' })).toBeNull();
    fireEvent.click(checkbox('DJ'));
    fireEvent.click(checkbox('Techno DJ'));
    expect(checkbox('Techno DJ').checked).toBe(true);
    expect(seen.at(-1)).toEqual({ roles: ['DJ'], services: { DJ: ['Techno DJ'] } });
  });

  it('adds a role of its own and empties the field, or says why it cannot', () => {
    mount();
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'New role' });
    fireEvent.change(field, { target: { value: 'Herbalist' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add role' }));
    expect(checkbox('Herbalist')).toBeTruthy();
    expect(field.value).toBe('');
    expect(toast.success).toHaveBeenCalledWith('Role "Herbalist" added successfully');
    fireEvent.change(field, { target: { value: 'DJ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add role' }));
    expect(toast.error).toHaveBeenCalledWith('Role "DJ" already exists');
    expect(field.value).toBe('DJ');
  });

  it('renames a picked role where the host typed it, keeping its services picked', () => {
    const prompt = answerPrompt('Sound DJ');
    const { seen } = mount('ready', { roles: ['DJ'], services: { DJ: ['Techno DJ'] } });
    fireEvent.click(screen.getByRole('button', { name: 'Rename role DJ' }));
    expect(prompt).toHaveBeenCalledWith('Rename the role "DJ" to:', 'DJ');
    expect(checkbox('Sound DJ').checked).toBe(true);
    expect(seen.at(-1)).toEqual({ roles: ['Sound DJ'], services: { 'Sound DJ': ['Techno DJ'] } });
  });

  it('changes nothing when the rename is cancelled', () => {
    const prompt = answerPrompt(null);
    const { seen } = mount();
    fireEvent.click(screen.getByRole('button', { name: 'Rename role DJ' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(checkbox('DJ')).toBeTruthy();
    expect(seen).toEqual([]);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('deletes a picked role, and takes it out of the selection', () => {
    const { seen } = mount('ready', { roles: ['DJ'], services: {} });
    fireEvent.click(screen.getByRole('button', { name: 'Delete role DJ' }));
    expect(screen.queryByRole('checkbox', { name: 'DJ' })).toBeNull();
    expect(seen.at(-1)?.roles).toEqual([]);
    expect(toast.success).toHaveBeenCalledWith('Role "DJ" deleted successfully');
  });

  it("adds, renames and deletes a role's services", () => {
    mount('ready', { roles: ['Facilitator'], services: { Facilitator: ['Yoga Teacher'] } });
    const field = screen.getByRole('textbox', { name: 'New service for Facilitator' });
    fireEvent.change(field, { target: { value: 'Breathwork' } });
    const row = field.parentElement!;
    fireEvent.click(within(row).getByRole('button', { name: 'Add' }));
    expect(checkbox('Breathwork').checked).toBe(false);
    answerPrompt('Hatha Yoga');
    fireEvent.click(screen.getByRole('button', { name: 'Rename service Yoga Teacher' }));
    expect(checkbox('Hatha Yoga').checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Delete service Meditation Guide' }));
    expect(screen.queryByRole('checkbox', { name: 'Meditation Guide' })).toBeNull();
    expect(toast.success).toHaveBeenLastCalledWith(
      'Service "Meditation Guide" deleted from "Facilitator" successfully',
    );
  });
});
