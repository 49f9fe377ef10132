/**
 * Spec 01 §9: the title lower-cased, non-word characters stripped, spaces turned to hyphens,
 * repeated hyphens collapsed, cut to 50 characters, then a hyphen and the id.
 */
export function eventSlug(title: string, id: string): string {
  const base = title
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    // Spaces to hyphens and repeated hyphens collapsed, in one pass: any run of both is one hyphen.
    .replace(/[\s-]+/g, '-')
    .slice(0, 50);
  return `${base}-${id}`;
}

/** The link form /events/{slug}?id={id}. */
export function eventPath(event: { id: string; title: string }): string {
  return `/events/${eventSlug(event.title, event.id)}?id=${event.id}`;
}
