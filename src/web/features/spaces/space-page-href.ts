import { paths } from '@web/config/paths';

// Apart from space-address.ts, which the public space page draws with: shared with the owner's
// screens, the two would become a chunk of their own that every visitor of /@handle loads.
/** A space's public page: at its handle once it has one, else at its id. */
export function spacePageHref(space: { id: string; handle: string | null }): string {
  return space.handle
    ? paths.facilitatorByHandle.getHref(space.handle)
    : paths.facilitator.getHref(space.id);
}
