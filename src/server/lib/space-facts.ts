/**
 * What pages about an event or a space need to know of a person's space beyond the event: the
 * kind of space it is (its roles), its brand colours and its links. The spaces feature answers
 * it; composition/ hands the lookup to the features that show it, so none imports another.
 */
export type SpaceFacts = {
  /** The space's own id. */
  id: string;
  userId: string;
  displayName: string;
  handle: string | null;
  description: string;
  roles: string[];
  darkColor: string;
  lightColor: string;
  avatarUrl: string | null;
  socialLinks: Record<string, string>;
};

/** The spaces of these people (not suspended), in no particular order; none for whoever has none. */
export type SpaceFactsLookup = (userIds: readonly string[]) => Promise<SpaceFacts[]>;
