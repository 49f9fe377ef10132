import { useState } from 'react';
import { toast } from '@web/lib/toast';
import {
  addRole,
  addService,
  deleteRole,
  deleteService,
  renameRole,
  renameService,
  selectionAfterServiceChange,
  toggleRole,
  toggleService,
  type RoleCatalogue,
  type RoleSelection,
} from '@shared/spaces/role-editing';

export type RolesPickerOptions = {
  catalogue: RoleCatalogue;
  onCatalogueChange: (next: RoleCatalogue) => void;
  selection: RoleSelection;
  onSelectionChange: (next: RoleSelection) => void;
};

/** The name asked for in a prompt, or null when cancelled or left as it was. */
function askNewName(what: 'role' | 'service', name: string) {
  const next = window.prompt(`Rename the ${what} "${name}" to:`, name);
  return next === null || next.trim() === name ? null : next;
}

/**
 * Spec 02 §4: what the roles picker does. Picking roles and services changes the selection;
 * adding, renaming or deleting either changes the host's own copy of the catalogue, says so in a
 * toast (or why not), and keeps the selection in step.
 */
export function useRolesPicker({
  catalogue,
  onCatalogueChange,
  selection,
  onSelectionChange,
}: RolesPickerOptions) {
  const [newRole, setNewRole] = useState('');
  const [newService, setNewService] = useState<Record<string, string>>({});

  const apply = (result: ReturnType<typeof addRole>, after?: () => void) => {
    if (!result.ok) {
      toast.error(result.error);
      return;
    }
    onCatalogueChange(result.value);
    toast.success(result.message);
    after?.();
  };
  const afterServiceChange = (role: string, service: string, next: string | null) => () =>
    onSelectionChange(selectionAfterServiceChange(selection, role, service, next));

  return {
    isSelected: (role: string) => selection.roles.includes(role),
    isServiceSelected: (role: string, service: string) =>
      (selection.services[role] ?? []).includes(service),
    toggleRole: (role: string) => onSelectionChange(toggleRole(selection, role)),
    toggleService: (role: string, service: string) =>
      onSelectionChange(toggleService(selection, role, service)),
    renameRole: (role: string) => {
      const next = askNewName('role', role);
      if (next === null) return;
      apply(renameRole(catalogue, role, next), () => {
        if (!selection.roles.includes(role)) return;
        const { [role]: services = [], ...rest } = selection.services;
        onSelectionChange({
          roles: selection.roles.map((r) => (r === role ? next.trim() : r)),
          services: { ...rest, [next.trim()]: services },
        });
      });
    },
    deleteRole: (role: string) =>
      apply(
        deleteRole(catalogue, role),
        () => selection.roles.includes(role) && onSelectionChange(toggleRole(selection, role)),
      ),
    renameService: (role: string, service: string) => {
      const next = askNewName('service', service);
      if (next !== null)
        apply(
          renameService(catalogue, role, service, next),
          afterServiceChange(role, service, next),
        );
    },
    deleteService: (role: string, service: string) =>
      apply(deleteService(catalogue, role, service), afterServiceChange(role, service, null)),
    newRole,
    setNewRole,
    addRole: () => apply(addRole(catalogue, newRole), () => setNewRole('')),
    newServiceFor: (role: string) => newService[role] ?? '',
    setNewServiceFor: (role: string, text: string) =>
      setNewService({ ...newService, [role]: text }),
    addService: (role: string) =>
      apply(addService(catalogue, role, newService[role] ?? ''), () =>
        setNewService({ ...newService, [role]: '' }),
      ),
  };
}

export type RolesPickerState = ReturnType<typeof useRolesPicker>;
