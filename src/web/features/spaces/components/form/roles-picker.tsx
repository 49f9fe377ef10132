import { Pencil, Plus, Trash2 } from 'lucide-react';
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
import { Button } from '@web/components/ui/button';
import { choiceClass, Input } from '@web/components/ui/input';

type Props = {
  catalogue: RoleCatalogue;
  /** The catalogue from the server: on its way, there, or failed (the host's own roles show). */
  status: 'loading' | 'ready' | 'error';
  onRetry: () => void;
  onCatalogueChange: (next: RoleCatalogue) => void;
  selection: RoleSelection;
  onSelectionChange: (next: RoleSelection) => void;
};

/** Spec 02 §4: pick roles and their services; add, rename or delete either. */
export function RolesPicker({
  catalogue,
  status,
  onRetry,
  onCatalogueChange,
  selection,
  onSelectionChange,
}: Props) {
  const [newRole, setNewRole] = useState('');
  const [newService, setNewService] = useState<Record<string, string>>({});

  const apply = (result: ReturnType<typeof addRole>, after?: () => void) => {
    if (!result.ok) {
      toast.error(result.error);
      return false;
    }
    onCatalogueChange(result.value);
    toast.success(result.message);
    after?.();
    return true;
  };

  const rename = (role: string) => {
    const next = window.prompt(`Rename the role "${role}" to:`, role);
    if (next === null || next.trim() === role) return;
    apply(renameRole(catalogue, role, next), () => {
      if (selection.roles.includes(role)) {
        const { [role]: services = [], ...rest } = selection.services;
        onSelectionChange({
          roles: selection.roles.map((r) => (r === role ? next.trim() : r)),
          services: { ...rest, [next.trim()]: services },
        });
      }
    });
  };

  const remove = (role: string) =>
    apply(
      deleteRole(catalogue, role),
      () => selection.roles.includes(role) && onSelectionChange(toggleRole(selection, role)),
    );

  return (
    <fieldset className="grid gap-4">
      <legend className="mb-1 text-sm font-medium">Roles and services</legend>
      {status === 'loading' ? (
        <p role="status" className="text-ink-muted">
          Loading roles...
        </p>
      ) : (
        <>
          {status === 'error' && (
            <div className="flex flex-wrap items-center gap-3">
              <p role="alert" className="font-medium text-red-700">
                Error loading roles
              </p>
              <Button variant="outline" size="sm" onClick={onRetry}>
                Try again
              </Button>
            </div>
          )}
          <ul className="grid gap-3">
            {Object.entries(catalogue).map(([role, services]) => {
              const selected = selection.roles.includes(role);
              return (
                <li key={role} className="rounded-xl border border-stone-200 p-3">
                  <div className="flex flex-wrap items-center gap-2">
                    <label className="flex flex-1 items-center gap-2 font-medium">
                      <input
                        type="checkbox"
                        className={choiceClass}
                        checked={selected}
                        onChange={() => onSelectionChange(toggleRole(selection, role))}
                      />
                      {role}
                    </label>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Rename role ${role}`}
                      onClick={() => rename(role)}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Delete role ${role}`}
                      onClick={() => remove(role)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                  {selected && (
                    <div className="mt-3 grid gap-2 pl-6">
                      <ul className="flex flex-wrap gap-2">
                        {services.map((service) => (
                          <li
                            key={service}
                            className="flex items-center gap-1 rounded-full border border-stone-300 py-1 pr-1 pl-3 text-sm"
                          >
                            <label className="flex items-center gap-2">
                              <input
                                type="checkbox"
                                className={choiceClass}
                                checked={(selection.services[role] ?? []).includes(service)}
                                onChange={() =>
                                  onSelectionChange(toggleService(selection, role, service))
                                }
                              />
                              {service}
                            </label>
                            <button
                              type="button"
                              className="rounded-full p-1 text-ink-muted hover:bg-stone-100"
                              aria-label={`Rename service ${service}`}
                              onClick={() => {
                                const next = window.prompt(
                                  `Rename the service "${service}" to:`,
                                  service,
                                );
                                if (next !== null && next.trim() !== service)
                                  apply(renameService(catalogue, role, service, next), () =>
                                    onSelectionChange(
                                      selectionAfterServiceChange(selection, role, service, next),
                                    ),
                                  );
                              }}
                            >
                              <Pencil aria-hidden="true" className="size-3.5" />
                            </button>
                            <button
                              type="button"
                              className="rounded-full p-1 text-ink-muted hover:bg-stone-100"
                              aria-label={`Delete service ${service}`}
                              onClick={() =>
                                apply(deleteService(catalogue, role, service), () =>
                                  onSelectionChange(
                                    selectionAfterServiceChange(selection, role, service, null),
                                  ),
                                )
                              }
                            >
                              <Trash2 aria-hidden="true" className="size-3.5" />
                            </button>
                          </li>
                        ))}
                      </ul>
                      <div className="flex gap-2">
                        <Input
                          aria-label={`New service for ${role}`}
                          placeholder="Add a service"
                          value={newService[role] ?? ''}
                          onChange={(e) => setNewService({ ...newService, [role]: e.target.value })}
                          className="h-9"
                        />
                        <Button
                          variant="outline"
                          size="sm"
                          onClick={() =>
                            apply(addService(catalogue, role, newService[role] ?? ''), () =>
                              setNewService({ ...newService, [role]: '' }),
                            )
                          }
                        >
                          <Plus aria-hidden="true" /> Add
                        </Button>
                      </div>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
          <div className="flex gap-2">
            <Input
              aria-label="New role"
              placeholder="Add a role of your own"
              value={newRole}
              onChange={(e) => setNewRole(e.target.value)}
            />
            <Button
              variant="outline"
              onClick={() => apply(addRole(catalogue, newRole), () => setNewRole(''))}
            >
              <Plus aria-hidden="true" /> Add role
            </Button>
          </div>
        </>
      )}
    </fieldset>
  );
}
