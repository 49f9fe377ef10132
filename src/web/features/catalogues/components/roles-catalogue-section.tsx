import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import {
  saveRoleSchema,
  saveServiceSchema,
  type AdminRole,
  type SaveNameInput,
} from '@shared/catalogues/catalogue-schemas';
import { EmptyListWords } from '@web/components/list-kit/list-body';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Input, Label } from '@web/components/ui/input';
import { rewordErrors } from '@web/components/ui/reworded-resolver';
import { FieldError } from '@web/components/ui/form-field';
import { applyServerErrors } from '@web/lib/apply-server-errors';
import { useAdminRoles, useChangeRoles, type RoleChange } from '../api/catalogues';
import {
  CatalogueBody,
  CatalogueSection,
  countOf,
  ItemActions,
  MoveButtons,
  nameWording,
  useDialog,
} from './catalogue-parts';
import { DeleteDialog, NameDialog, type DialogProps } from './catalogue-dialogs';

type Item = { kind: 'role' | 'service'; id: number; name: string; role?: string };
type RolesDialog = { action: 'rename' | 'delete'; item: Item; services?: number };

/**
 * Spec 02 §3: the roles and services the personal space form offers. Labels, not permissions:
 * a space keeps the names its host chose, so a change here changes no space.
 */
export function RolesCatalogueSection() {
  const heading = useRef<HTMLHeadingElement>(null);
  const query = useAdminRoles();
  const change = useChangeRoles();
  const dialog = useDialog<RolesDialog>(heading);
  const [announcement, setAnnouncement] = useState('');

  const move = (item: Item, direction: 'up' | 'down') =>
    change
      .mutateAsync({ kind: item.kind, action: 'move', id: item.id, direction })
      .then(() => setAnnouncement(`${item.name} moved ${direction}.`));

  return (
    <CatalogueSection
      title="Roles and services"
      headingRef={heading}
      intro={
        <>
          <p>
            The roles and services hosts pick from in their personal space form, in this order. They
            are labels, not permissions.
          </p>
          <p>
            Renaming or deleting a role or a service here does not change any space: the roles
            already on a space are the words its host chose, and stay as they are. The extra fields
            of DJ, Venue, Creative Services and Coach show only under those names.
          </p>
        </>
      }
      announcement={announcement}
    >
      <AddForm
        label="New role"
        placeholder="Role name"
        buttonLabel="Add role"
        schema={saveRoleSchema}
        onAdd={(name) =>
          change
            .mutateAsync({ kind: 'role', action: 'create', name })
            .then(() => toast.success(`Role “${name}” added`))
        }
      />

      <CatalogueBody
        query={query}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyListWords
            title="No roles yet"
            hint="Hosts can still add roles of their own in their space form."
          />
        }
      >
        {(list) => (
          <ol className="grid gap-3" aria-label="Roles, in order">
            {list.map((role, index) => (
              <RoleCard
                key={role.id}
                role={role}
                first={index === 0}
                last={index === list.length - 1}
                pending={change.isPending}
                onMove={move}
                onOpen={dialog.open}
              />
            ))}
          </ol>
        )}
      </CatalogueBody>

      {dialog.state?.action === 'rename' && (
        <RenameItem item={dialog.state.item} {...dialog.props} />
      )}
      {dialog.state?.action === 'delete' && (
        <DeleteItem item={dialog.state.item} services={dialog.state.services} {...dialog.props} />
      )}
    </CatalogueSection>
  );
}

function RoleCard({
  role,
  first,
  last,
  pending,
  onMove,
  onOpen,
}: {
  role: AdminRole;
  first: boolean;
  last: boolean;
  pending: boolean;
  onMove: (item: Item, direction: 'up' | 'down') => Promise<unknown>;
  onOpen: (dialog: RolesDialog) => void;
}) {
  const change = useChangeRoles();
  const item: Item = { kind: 'role', id: role.id, name: role.name };
  return (
    <li>
      <Card variant="flat" className="p-3 sm:p-4">
        {/* Folded until asked for: eleven roles and their services make a long page. */}
        <details>
          <summary className="cursor-pointer rounded-lg py-1">
            <span className="font-sans text-lg font-semibold break-words text-forest-900">
              {role.name}
            </span>
            <span className="ml-2 text-sm text-ink-muted">
              {countOf(role.services.length, 'service')}
            </span>
          </summary>
          <div className="mt-2 flex flex-wrap items-center gap-1 border-t border-stone-200 pt-2">
            <span className="mr-auto text-sm text-ink-muted">This role</span>
            <MoveButtons
              name={`role ${role.name}`}
              moveKey={`role-${role.id}`}
              first={first}
              last={last}
              pending={pending}
              onMove={(direction) => onMove(item, direction)}
            />
            <ItemActions
              actions={[
                {
                  text: 'Rename',
                  label: `Rename role ${role.name}`,
                  outline: true,
                  onClick: () => onOpen({ action: 'rename', item }),
                },
                {
                  text: 'Delete',
                  label: `Delete role ${role.name}`,
                  onClick: () => onOpen({ action: 'delete', item, services: role.services.length }),
                },
              ]}
            />
          </div>
          <div className="mt-2 grid gap-3">
            <p className="text-sm text-ink-muted">Its services</p>
            {role.services.length > 0 && (
              <ol className="grid" aria-label={`Services of ${role.name}, in order`}>
                {role.services.map((service, index) => {
                  const serviceItem: Item = {
                    kind: 'service',
                    id: service.id,
                    name: service.name,
                    role: role.name,
                  };
                  return (
                    <li
                      key={service.id}
                      className="flex flex-wrap items-center gap-x-2 gap-y-1 border-t border-stone-200 py-1.5"
                    >
                      <span className="min-w-40 flex-1 break-words">{service.name}</span>
                      <span className="flex flex-wrap items-center gap-1">
                        <MoveButtons
                          name={service.name}
                          moveKey={`service-${service.id}`}
                          first={index === 0}
                          last={index === role.services.length - 1}
                          pending={pending}
                          onMove={(direction) => onMove(serviceItem, direction)}
                        />
                        <ItemActions
                          actions={[
                            {
                              text: 'Rename',
                              label: `Rename service ${service.name} of ${role.name}`,
                              onClick: () => onOpen({ action: 'rename', item: serviceItem }),
                            },
                            {
                              text: 'Delete',
                              label: `Delete service ${service.name} of ${role.name}`,
                              onClick: () => onOpen({ action: 'delete', item: serviceItem }),
                            },
                          ]}
                        />
                      </span>
                    </li>
                  );
                })}
              </ol>
            )}
            <AddForm
              label={`New service for ${role.name}`}
              placeholder="Service name"
              buttonLabel="Add service"
              compact
              schema={saveServiceSchema}
              onAdd={(name) =>
                change
                  .mutateAsync({ kind: 'service', action: 'create', roleId: role.id, name })
                  .then(() => toast.success(`Service “${name}” added to “${role.name}”`))
              }
            />
          </div>
        </details>
      </Card>
    </li>
  );
}

/** A name and an Add button: the new role, or a role's new service. */
function AddForm({
  label,
  placeholder,
  buttonLabel,
  compact,
  schema,
  onAdd,
}: {
  label: string;
  placeholder: string;
  buttonLabel: string;
  compact?: boolean;
  schema: typeof saveRoleSchema;
  onAdd: (name: string) => Promise<unknown>;
}) {
  const id = useId();
  const form = useForm<SaveNameInput>({
    resolver: rewordErrors(zodResolver(schema), nameWording),
    defaultValues: { name: '' },
    // As before: typing clears the message, and the name is checked again on the next Add.
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;
  const error = errors.name?.message;
  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await onAdd(name);
      form.reset();
    } catch (failure) {
      // The server's words for the name, or what went wrong, under the field.
      const placed = applyServerErrors(form, failure, { only: ['name'] });
      if (!placed.name) form.setError('name', { message: (failure as Error).message });
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-1.5">
      <Label htmlFor={id} className={compact ? 'sr-only' : undefined}>
        {label}
      </Label>
      <div className="flex gap-2">
        <Input
          id={id}
          placeholder={placeholder}
          autoComplete="off"
          maxLength={120}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...form.register('name', { onChange: () => form.clearErrors('name') })}
          scale={compact ? 'sm' : 'md'}
          className="max-w-md"
        />
        <Button
          type="submit"
          variant="outline"
          size={compact ? 'sm' : 'md'}
          disabled={isSubmitting}
        >
          <Plus aria-hidden="true" />
          {buttonLabel}
        </Button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </form>
  );
}

const describe = (item: Item) =>
  item.kind === 'role' ? `role “${item.name}”` : `service “${item.name}” of “${item.role}”`;

function RenameItem({ item, ...close }: DialogProps & { item: Item }) {
  const change = useChangeRoles();
  return (
    <NameDialog
      {...close}
      title={`Rename the ${describe(item)}`}
      description="Spaces that already chose it keep the name they chose."
      submitLabel="Rename"
      nameLabel={item.kind === 'role' ? 'Role name' : 'Service name'}
      schema={item.kind === 'role' ? saveRoleSchema : saveServiceSchema}
      defaultValues={{ name: item.name }}
      mutation={change}
      input={({ name }): RoleChange => ({ kind: item.kind, action: 'rename', id: item.id, name })}
      done={(name) => `Renamed “${item.name}” to “${name}”`}
    />
  );
}

function DeleteItem({ item, services, ...close }: DialogProps & { item: Item; services?: number }) {
  const change = useChangeRoles();
  return (
    <DeleteDialog
      {...close}
      title={`Delete the ${describe(item)}?`}
      description={
        item.kind === 'role'
          ? `Its ${countOf(services ?? 0, 'service')} ${services === 1 ? 'goes' : 'go'} with it. Hosts can no longer pick it, but spaces that already chose it keep it.`
          : 'Hosts can no longer pick it, but spaces that already chose it keep it.'
      }
      submitLabel={item.kind === 'role' ? 'Delete role' : 'Delete service'}
      mutation={change}
      input={{ kind: item.kind, action: 'delete', id: item.id }}
      done={`Deleted the ${describe(item)}`}
    />
  );
}
