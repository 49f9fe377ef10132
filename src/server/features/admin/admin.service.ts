import type { PeoplePage } from '../../../shared/admin-schemas';
import type { Database } from '../../db/client';
import { findPeople } from './people.repository';

const PAGE_SIZE = 25;

/** The super admin's view of people and their roles, a page at a time. */
export async function listPeople(
  db: Database,
  { q, page }: { q?: string; page: number },
): Promise<PeoplePage> {
  const { rows, total } = await findPeople(db, {
    term: q,
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  return {
    people: rows.map((p) => ({
      id: p.id,
      firstName: p.firstName,
      lastName: p.lastName,
      email: p.email,
      isHost: p.isHost,
      isSuperAdmin: p.isSuperAdmin,
      createdAt: p.createdAt.toISOString(),
    })),
    total,
    pageSize: PAGE_SIZE,
  };
}
