/**
 * Which space an address names: /facilitator/:id, /@handle, /{handle} or /f/display-name. The
 * page and its route loader (which fetches the space before the server draws it) read it alike.
 */
export function spaceIdFromAddress(
  params: { facilitatorId?: string; displayNameSlug?: string; handle?: string },
  pathname: string,
): string | null {
  if (params.facilitatorId) return decodeURIComponent(params.facilitatorId);
  if (params.displayNameSlug) return decodeURIComponent(params.displayNameSlug).replace(/-/g, ' ');
  if (params.handle) {
    const handle = decodeURIComponent(params.handle);
    return handle.startsWith('@') ? handle : pathname.split('/').length === 2 ? `@${handle}` : null;
  }
  return null;
}
