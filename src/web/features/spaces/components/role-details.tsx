import type { PublicSpace } from '@shared/spaces/space-schemas';
import { isWebLink } from '@shared/web-links';
import { ROLE_FIELDS, spaceTypeLabel } from '@shared/spaces/roles-catalogue';
import { Tabs } from '@web/components/ui/tabs';

/**
 * `servicesHeading` keeps the outline whole: under the role's own h3 when one role shows, and
 * an h3 itself under the section's h2 when the roles are tabs (no h4 straight under an h2).
 */
function RoleBody({
  space,
  role,
  servicesHeading: ServicesHeading,
}: {
  space: PublicSpace;
  role: string;
  servicesHeading: 'h3' | 'h4';
}) {
  const services = space.services[role] ?? [];
  const data = space.roleSpecificData[role] ?? {};
  const fields = (ROLE_FIELDS[role] ?? []).filter((f) => data[f.key]?.trim());
  return (
    <div className="grid gap-3">
      {services.length > 0 ? (
        <div>
          <ServicesHeading className="mb-1.5 font-sans text-sm font-semibold tracking-normal text-ink">
            Services
          </ServicesHeading>
          <ul className="flex flex-wrap gap-2">
            {services.map((s) => (
              <li key={s} className="rounded-full bg-sage-100 px-3 py-1 text-sm text-forest-900">
                {s}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-ink-muted">No services listed for this role yet.</p>
      )}
      {role === 'Venue' && space.venueImages.length > 0 && (
        <ul className="flex flex-wrap gap-3">
          {space.venueImages.map((url, i) => (
            <li key={url}>
              <img
                src={url}
                alt={`${space.displayName} venue, image ${i + 1}`}
                className="h-32 w-44 rounded-xl object-cover"
              />
            </li>
          ))}
        </ul>
      )}
      {fields.length > 0 && (
        <dl className="grid gap-2 sm:grid-cols-2">
          {fields.map((f) => (
            <div key={f.key}>
              <dt className="text-sm font-semibold text-ink">{f.label}</dt>
              <dd className="text-sm whitespace-pre-line text-ink">
                {/* Saved before link fields were checked: only http(s) becomes a link. */}
                {f.kind === 'url' && isWebLink(data[f.key]!.trim()) ? (
                  <a
                    href={data[f.key]!.trim()}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-forest-700 underline underline-offset-2"
                  >
                    {data[f.key]}
                  </a>
                ) : f.kind === 'space-type' ? (
                  spaceTypeLabel(data[f.key]!)
                ) : (
                  data[f.key]
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

/**
 * Spec 02 §2: one role shows directly; several get a tab row. Drawn in the palette's colours,
 * which the space page (and its dialog) re-make in the facilitator's brand.
 */
export function RoleDetails({ space }: { space: PublicSpace }) {
  if (space.roles.length === 0) return null;
  if (space.roles.length === 1) {
    const role = space.roles[0]!;
    return (
      <div className="grid gap-2">
        <h3 className="font-semibold text-forest-900">{role}</h3>
        <RoleBody space={space} role={role} servicesHeading="h4" />
      </div>
    );
  }
  return (
    <Tabs.Root defaultValue={space.roles[0]} className="grid gap-3">
      <Tabs.List aria-label="Roles" className="flex flex-wrap gap-1.5">
        {space.roles.map((role) => (
          <Tabs.Trigger
            key={role}
            value={role}
            className="rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium text-ink hover:bg-sage-50 data-[state=active]:border-forest-800 data-[state=active]:bg-forest-800 data-[state=active]:text-white"
          >
            {role}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {space.roles.map((role) => (
        <Tabs.Content key={role} value={role}>
          <RoleBody space={space} role={role} servicesHeading="h3" />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
