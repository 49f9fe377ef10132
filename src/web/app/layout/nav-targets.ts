import type { Viewer } from '@shared/profile-schemas';
import { paths } from '@web/config/paths';

/** Spec 01 §2: where the personal-space entry leads. */
export function personalSpacePath(viewer: Viewer): string {
  return viewer.facilitatorSpaceId
    ? paths.facilitator.getHref(viewer.facilitatorSpaceId)
    : paths.ownSpace.getHref();
}

/** Hosts and people with a facilitator space see Dashboard and Personal Space. */
export function showsHostEntries(viewer: Viewer): boolean {
  return viewer.isHost || viewer.hasFacilitatorSpace;
}

/** The create entry: /auth when signed out, /create-event for hosts, else onboarding. */
export function createEntryPath(viewer: Viewer | undefined): string {
  if (!viewer?.user) return paths.auth.getHref();
  return viewer.isHost ? paths.createEvent.getHref() : paths.becomeFacilitator.getHref();
}
