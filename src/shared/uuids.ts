// Our ids are UUIDs as RFC 9562 writes them (PostgreSQL's gen_random_uuid and better-auth make
// version 4); the nil and max UUIDs count too. Kept free of zod so public pages can use it
// without loading the schemas (`ids.ts` adds the schema).
const UUID_SOURCE =
  '[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff';
export const EXACT_UUID = new RegExp(`^(?:${UUID_SOURCE})$`, 'i');
const ANY_UUID = new RegExp(UUID_SOURCE, 'i');

/** True when the whole value is a UUID (our ids), so it is safe to compare with a uuid column. */
export function isUuid(value: string): boolean {
  return EXACT_UUID.test(value);
}

/** The first UUID inside a text, such as the id at the end of an event slug. */
export function findUuid(text: string): string | null {
  return text.match(ANY_UUID)?.[0] ?? null;
}
