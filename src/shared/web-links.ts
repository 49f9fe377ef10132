/**
 * An http(s) address, the only kind of link Kindred shows as a link. Kept free of zod so public
 * pages can use it without loading the schemas (`input-rules.ts` passes it on).
 */
export function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
