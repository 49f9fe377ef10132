/**
 * Splits a full name on its last space (spec 02 §3): everything before is the first name,
 * the part after is the last name, which is empty when there is no space.
 */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const name = fullName.trim().replace(/\s+/g, ' ');
  const lastSpace = name.lastIndexOf(' ');
  if (lastSpace === -1) return { firstName: name, lastName: '' };
  return { firstName: name.slice(0, lastSpace), lastName: name.slice(lastSpace + 1) };
}

export function fullName(person: { firstName: string; lastName: string }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ');
}
