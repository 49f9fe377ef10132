/**
 * The seed loads demo people with published passwords and demo events: on a production
 * database that would be test data in front of real visitors, and accounts anyone can log in
 * to. It refuses when NODE_ENV is production unless told plainly that this is meant.
 */
export const SEED_FORCE_FLAG = '--force';

export const seedRefusedMessage =
  'Refusing to seed: NODE_ENV is production, and the seed adds demo accounts (with published ' +
  'passwords) and demo events. If you really mean to load them into this database, run it ' +
  `again with ${SEED_FORCE_FLAG} (npm run seed -- ${SEED_FORCE_FLAG}) or SEED_FORCE=1.`;

/** Why the seed must not run here, or null when it may. */
export function seedRefusal(env: Record<string, string | undefined>, args: string[]) {
  if (env.NODE_ENV !== 'production') return null;
  if (args.includes(SEED_FORCE_FLAG) || env.SEED_FORCE === '1') return null;
  return seedRefusedMessage;
}
