/**
 * What schema.org type a space is, from the roles its host chose. Roles are labels, not
 * permissions (spec 02 §3), and a person often holds several: a space speaks for a group only
 * when it is a venue, or when every role it has is one a group holds (an organiser with no role
 * a person plays, as a collective or an event series has). Everyone else is a Person.
 */
const GROUP_ROLES = new Set(['venue', 'event organiser', 'event organizer']);

/**
 * Roles of people who lead or perform at a gathering, rather than help run it: such a host is
 * the event's schema.org `performer`.
 */
const LEADING_ROLES = new Set([
  'facilitator',
  'dj',
  'ceremony leader',
  'holistic practitioner',
  'coach',
  'musician',
  'speaker',
]);

const normalised = (roles: readonly string[]) => roles.map((role) => role.trim().toLowerCase());

export function spaceSchemaType(roles: readonly string[]): 'Person' | 'Organization' {
  const names = normalised(roles);
  if (names.includes('venue')) return 'Organization';
  return names.length > 0 && names.every((role) => GROUP_ROLES.has(role))
    ? 'Organization'
    : 'Person';
}

/** A person whose space names a role of those who lead gatherings (a facilitator, a DJ…). */
export function leadsGatherings(roles: readonly string[]): boolean {
  return spaceSchemaType(roles) === 'Person' && normalised(roles).some((r) => LEADING_ROLES.has(r));
}
