import {
  type PeoplePage,
  type PeopleQuery,
  type Person,
  type Role,
} from '../../../shared/admin-schemas';
import type { AuditAction } from '../../../shared/audit-log-schemas';
import { isUuid } from '../../../shared/ids';
import { INT4_MAX } from '../../../shared/input-rules';
import { inTransaction, type Database } from '../../db/client';
import type { ProfileRow } from '../../db/schema/profiles';
import { AppError } from '../../lib/app-error';
import { auditActor, writeAudit, type AuditActor } from '../../lib/audit-log';
import type { SignedInViewer } from '../../lib/viewer';
import { findPeople, type PeopleCursor, type PersonRow } from './people.repository';
import {
  cursorParts,
  encodeCursor,
  expiredCursor,
  isInstant,
  keysetPage,
} from '../../lib/keyset-cursor';

const PAGE_SIZE = 25;

/**
 * What the admin feature needs of others, handed in by composition/: the profile feature writes
 * profiles (roles and suspension), the auth feature ends sessions. Each takes the transaction
 * the change and its audit row are written in.
 */
export type PeopleLinks = {
  lockSuperAdmins: (tx: Database) => Promise<Array<{ id: string; suspended: boolean }>>;
  lockPerson: (tx: Database, id: string) => Promise<ProfileRow | undefined>;
  setStanding: (
    tx: Database,
    id: string,
    standing: Partial<
      Pick<ProfileRow, 'isHost' | 'isSuperAdmin' | 'suspendedAt' | 'suspensionReason'>
    >,
  ) => Promise<ProfileRow>;
  endSessions: (tx: Database, userId: string) => Promise<number>;
  /** Public answers changed (a suspended person's events and space come and go). */
  changed: () => void;
};

const notFound = () => new AppError('NOT_FOUND', 'Person not found');

function toPerson(row: PersonRow | ProfileRow): Person {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    isHost: row.isHost,
    isSuperAdmin: row.isSuperAdmin,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    eventCount: row.eventCount,
    suspension: row.suspendedAt
      ? { at: row.suspendedAt.toISOString(), reason: row.suspensionReason ?? '' }
      : null,
  };
}

/** Whether `value` can be read back as the sort's type without a database error. */
function validSortValue(sort: PeopleQuery['sort'], value: string): boolean {
  switch (sort) {
    case 'events':
      return /^\d{1,10}$/.test(value) && Number(value) <= INT4_MAX;
    case 'name':
      return value.length <= 300 && !value.includes('\u0000');
    default:
      return value === '-infinity' ? sort === 'lastSeen' : isInstant(value);
  }
}

function encodePeopleCursor(sort: string, row: PersonRow): string {
  return encodeCursor([sort, row.sortValue, row.id]);
}

function decodeCursor(
  sort: PeopleQuery['sort'],
  cursor: string | undefined,
): PeopleCursor | undefined {
  const parts = cursorParts(cursor, 3);
  if (!parts) return undefined;
  // A cursor of another sort order would start the page at a meaningless place.
  const [forSort, value, id] = parts;
  if (
    forSort !== sort ||
    typeof value !== 'string' ||
    typeof id !== 'string' ||
    !isUuid(id) ||
    !validSortValue(sort, value)
  )
    throw expiredCursor();
  return { value, id };
}

/** The super admin's view of people and their roles, a page at a time. */
export async function listPeople(
  db: Database,
  query: Required<Pick<PeopleQuery, 'show' | 'sort' | 'dir'>> & Pick<PeopleQuery, 'q' | 'cursor'>,
): Promise<PeoplePage> {
  const { rows, total } = await findPeople(db, {
    term: query.q || undefined,
    show: query.show,
    sort: query.sort,
    dir: query.dir,
    after: decodeCursor(query.sort, query.cursor),
    limit: PAGE_SIZE + 1,
  });
  const { page, nextCursor } = keysetPage(rows, PAGE_SIZE, (last) =>
    encodePeopleCursor(query.sort, last),
  );
  return { people: page.map(toPerson), total, pageSize: PAGE_SIZE, nextCursor };
}

const personTarget = (row: ProfileRow) => ({
  type: 'person' as const,
  id: row.id,
  label: `${`${row.firstName} ${row.lastName}`.trim() || 'No name'} (${row.email})`,
});

/**
 * Kindred always keeps one super admin who can sign in: `admins` are the super admins' rows,
 * locked (PeopleLinks.lockSuperAdmins), so two requests that would each remove a different one
 * cannot both see the other still there.
 */
function keepAnotherSuperAdmin(admins: Array<{ id: string; suspended: boolean }>, id: string) {
  if (!admins.some((admin) => admin.id !== id && !admin.suspended))
    throw new AppError(
      'CONFLICT',
      'Kindred needs at least one super admin. Make someone else a super admin first.',
    );
}

const ROLE_FIELDS = { host: 'isHost', superAdmin: 'isSuperAdmin' } as const;
const ROLE_ACTIONS: Record<Role, Record<'true' | 'false', AuditAction>> = {
  host: { true: 'person.host_granted', false: 'person.host_revoked' },
  superAdmin: { true: 'person.super_admin_granted', false: 'person.super_admin_revoked' },
};

/**
 * Grants or revokes a role, with its audit row in the same transaction. Asking for what is
 * already so changes nothing and writes no row.
 */
export async function setRole(
  db: Database,
  links: PeopleLinks,
  viewer: SignedInViewer,
  id: string,
  change: { role: Role; granted: boolean },
): Promise<Person> {
  if (change.role === 'superAdmin' && !change.granted && id === viewer.userId)
    throw new AppError(
      'FORBIDDEN',
      'You cannot remove your own super admin role. Ask another super admin to do it.',
    );
  return setRoleAs(db, links, auditActor(viewer), id, change);
}

/**
 * `setRole` for whoever `actor` is: a super admin in the app, or an operator at the server's
 * command line (`npm run admin`), who may grant the first super admin but, like everyone, never
 * remove the last one.
 */
export async function setRoleAs(
  db: Database,
  links: PeopleLinks,
  actor: AuditActor,
  id: string,
  { role, granted }: { role: Role; granted: boolean },
): Promise<Person> {
  const removesAdmin = role === 'superAdmin' && !granted;
  return inTransaction(db, async (tx) => {
    const admins = removesAdmin ? await links.lockSuperAdmins(tx) : [];
    const person = await links.lockPerson(tx, id);
    if (!person) throw notFound();
    const field = ROLE_FIELDS[role];
    if (person[field] === granted) return toPerson(person);
    if (removesAdmin) keepAnotherSuperAdmin(admins, id);
    const updated = await links.setStanding(tx, id, { [field]: granted });
    await writeAudit(tx, actor, {
      action: ROLE_ACTIONS[role][`${granted}`],
      target: personTarget(person),
      before: { [field]: !granted },
      after: { [field]: granted },
    });
    return toPerson(updated);
  });
}

/** A change to an account's standing, made inside `tx` with its audit row. */
type StandingChange = (
  tx: Database,
  links: PeopleLinks,
  viewer: SignedInViewer,
  id: string,
  reason: string,
) => Promise<Person>;

/**
 * Makes a standing change an action: its own transaction, then the public answers cleared, since
 * a suspended account's space and events are hidden from everyone.
 */
function standingAction(change: StandingChange) {
  return async (
    db: Database,
    links: PeopleLinks,
    viewer: SignedInViewer,
    id: string,
    reason: string,
  ): Promise<Person> => {
    const person = await inTransaction(db, (tx) => change(tx, links, viewer, id, reason));
    links.changed();
    return person;
  };
}

/**
 * Suspends an account: it cannot sign in (the auth feature refuses it a session), its sessions end now, and
 * its space and events are hidden from everyone, all in one transaction with the audit row.
 */
export const suspend = standingAction(async (tx, links, viewer, id, reason) => {
  if (id === viewer.userId) throw new AppError('FORBIDDEN', 'You cannot suspend your own account.');
  // The super admins first, then the person (who may be one of them): always in this order.
  const admins = await links.lockSuperAdmins(tx);
  const found = await links.lockPerson(tx, id);
  if (!found) throw notFound();
  if (found.suspendedAt) throw new AppError('CONFLICT', 'This account is already suspended.');
  if (found.isSuperAdmin) keepAnotherSuperAdmin(admins, id);
  const updated = await links.setStanding(tx, id, {
    suspendedAt: new Date(),
    suspensionReason: reason,
  });
  const sessionsEnded = await links.endSessions(tx, id);
  await writeAudit(tx, auditActor(viewer), {
    action: 'person.suspended',
    target: personTarget(found),
    before: { suspended: false },
    after: { suspended: true, sessionsEnded },
    reason,
  });
  return toPerson(updated);
});

/** Lifts a suspension: the person may sign in again, and their space and events are back. */
export const restore = standingAction(async (tx, links, viewer, id, reason) => {
  const found = await links.lockPerson(tx, id);
  if (!found) throw notFound();
  if (!found.suspendedAt) throw new AppError('CONFLICT', 'This account is not suspended.');
  const updated = await links.setStanding(tx, id, {
    suspendedAt: null,
    suspensionReason: null,
  });
  await writeAudit(tx, auditActor(viewer), {
    action: 'person.restored',
    target: personTarget(found),
    before: { suspended: true, reason: found.suspensionReason },
    after: { suspended: false },
    reason,
  });
  return toPerson(updated);
});
