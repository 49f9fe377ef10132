const UUID_SOURCE = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const EXACT_UUID = new RegExp(`^${UUID_SOURCE}$`, 'i');
const ANY_UUID = new RegExp(UUID_SOURCE, 'i');

/** True when the whole value is a UUID (our ids), so it is safe to compare with a uuid column. */
export function isUuid(value: string): boolean {
  return EXACT_UUID.test(value);
}

/** The first UUID inside a text, such as the id at the end of an event slug. */
export function findUuid(text: string): string | null {
  return text.match(ANY_UUID)?.[0] ?? null;
}
