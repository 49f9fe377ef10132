import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { RoleCatalogue } from '@shared/spaces/role-editing';
import { Button } from '@web/components/ui/button';
import { choiceClass, Input } from '@web/components/ui/input';
import { useRolesPicker, type RolesPickerOptions, type RolesPickerState } from './use-roles-picker';

type Props = RolesPickerOptions & {
  /** The catalogue from the server: on its way, there, or failed (the host's own roles show). */
  status: 'loading' | 'ready' | 'error';
  onRetry: () => void;
};

const serviceActionClass = 'rounded-full p-1 text-ink-muted hover:bg-stone-100';

/** A role's or a service's Rename and Delete buttons, named for what they change. */
function EditActions({
  what,
  name,
  onRename,
  onDelete,
}: {
  what: 'role' | 'service';
  name: string;
  onRename: () => void;
  onDelete: () => void;
}) {
  const actions = [
    { verb: 'Rename', Icon: Pencil, onClick: onRename },
    { verb: 'Delete', Icon: Trash2, onClick: onDelete },
  ];
  return actions.map(({ verb, Icon, onClick }) =>
    what === 'role' ? (
      <Button
        key={verb}
        variant="ghost"
        size="sm"
        aria-label={`${verb} role ${name}`}
        onClick={onClick}
      >
        <Icon aria-hidden="true" />
      </Button>
    ) : (
      <button
        key={verb}
        type="button"
        className={serviceActionClass}
        aria-label={`${verb} service ${name}`}
        onClick={onClick}
      >
        <Icon aria-hidden="true" className="size-3.5" />
      </button>
    ),
  );
}

/** A picked role's services, each to pick, rename or delete, and a field to add one. */
function RoleServices({
  picker,
  role,
  services,
}: {
  picker: RolesPickerState;
  role: string;
  services: string[];
}) {
  return (
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
                checked={picker.isServiceSelected(role, service)}
                onChange={() => picker.toggleService(role, service)}
              />
              {service}
            </label>
            <EditActions
              what="service"
              name={service}
              onRename={() => picker.renameService(role, service)}
              onDelete={() => picker.deleteService(role, service)}
            />
          </li>
        ))}
      </ul>
      <div className="flex gap-2">
        <Input
          aria-label={`New service for ${role}`}
          placeholder="Add a service"
          value={picker.newServiceFor(role)}
          onChange={(e) => picker.setNewServiceFor(role, e.target.value)}
          scale="sm"
        />
        <Button variant="outline" size="sm" onClick={() => picker.addService(role)}>
          <Plus aria-hidden="true" /> Add
        </Button>
      </div>
    </div>
  );
}

/** The catalogue's roles, each to pick (showing its services), rename or delete. */
function RoleList({ picker, catalogue }: { picker: RolesPickerState; catalogue: RoleCatalogue }) {
  return (
    <ul className="grid gap-3">
      {Object.entries(catalogue).map(([role, services]) => (
        <li key={role} className="rounded-xl border border-stone-200 p-3">
          <div className="flex flex-wrap items-center gap-2">
            <label className="flex flex-1 items-center gap-2 font-medium">
              <input
                type="checkbox"
                className={choiceClass}
                checked={picker.isSelected(role)}
                onChange={() => picker.toggleRole(role)}
              />
              {role}
            </label>
            <EditActions
              what="role"
              name={role}
              onRename={() => picker.renameRole(role)}
              onDelete={() => picker.deleteRole(role)}
            />
          </div>
          {picker.isSelected(role) && (
            <RoleServices picker={picker} role={role} services={services} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** Spec 02 §4: pick roles and their services; add, rename or delete either. */
export function RolesPicker({ status, onRetry, ...options }: Props) {
  const picker = useRolesPicker(options);
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
          <RoleList picker={picker} catalogue={options.catalogue} />
          <div className="flex gap-2">
            <Input
              aria-label="New role"
              placeholder="Add a role of your own"
              value={picker.newRole}
              onChange={(e) => picker.setNewRole(e.target.value)}
            />
            <Button variant="outline" onClick={picker.addRole}>
              <Plus aria-hidden="true" /> Add role
            </Button>
          </div>
        </>
      )}
    </fieldset>
  );
}
