import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../paths';
import { openDatabase, rowsOf, type DatabaseHandle } from './client';
import { runMigrations } from './migrate';

/** The migrations folder as it was before `tag`: its journal ends just before that migration. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'kindred-migrations-'));
  await cp(migrationsDir, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalFile, JSON.stringify(journal));
  return folder;
}

describe('migration 0010: venue images become a list of their own', () => {
  let handle: DatabaseHandle;
  let before: string;

  beforeAll(async () => {
    before = await migrationsBefore('0010_venue_images_list');
    handle = await openDatabase({});
    await runMigrations(handle, before);
  });
  afterAll(async () => {
    await handle.close();
    await rm(before, { recursive: true, force: true });
  });

  it('moves each space’s saved images, in order, and keeps every other detail', async () => {
    const spaces: Array<[string, unknown]> = [
      [
        'listed',
        {
          Venue: {
            capacity: '40',
            images: JSON.stringify([
              '/uploads/spaces/u/s/venue-2.webp',
              '/uploads/spaces/u/s/venue-1.webp',
            ]),
          },
          DJ: { genres: 'Ambient' },
        },
      ],
      ['only-images', { Venue: { images: JSON.stringify(['/uploads/spaces/u/s/venue-3.webp']) } }],
      ['not-json', { Venue: { images: 'not json', facilities: 'Kitchen' } }],
      ['not-a-list', { Venue: { images: '{"a":1}' } }],
      [
        'mixed',
        { Venue: { images: JSON.stringify([7, '/uploads/spaces/u/s/venue-4.webp', null]) } },
      ],
      ['no-images', { Venue: { capacity: '12' } }],
      ['no-venue', {}],
    ];
    for (const [name, data] of spaces) {
      await handle.db.execute(sql`
        with account as (
          insert into users (name, email) values (${name}, ${`${name}@example.com`}) returning id
        )
        insert into facilitator_spaces (user_id, display_name, role_specific_data)
        select id, ${name}, ${JSON.stringify(data)}::jsonb from account`);
    }

    await runMigrations(handle);

    const rows = rowsOf<{ name: string; images: string[]; data: unknown }>(
      await handle.db.execute(
        sql`select display_name as name, venue_images as images, role_specific_data as data
            from facilitator_spaces order by display_name`,
      ),
    );
    const byName = Object.fromEntries(rows.map((row) => [row.name, row]));
    expect(byName.listed).toMatchObject({
      images: ['/uploads/spaces/u/s/venue-2.webp', '/uploads/spaces/u/s/venue-1.webp'],
      data: { Venue: { capacity: '40' }, DJ: { genres: 'Ambient' } },
    });
    expect(byName['only-images']).toMatchObject({
      images: ['/uploads/spaces/u/s/venue-3.webp'],
      data: { Venue: {} },
    });
    expect(byName['not-json']).toMatchObject({
      images: [],
      data: { Venue: { facilities: 'Kitchen' } },
    });
    expect(byName['not-a-list']).toMatchObject({ images: [], data: { Venue: {} } });
    expect(byName.mixed).toMatchObject({ images: ['/uploads/spaces/u/s/venue-4.webp'] });
    expect(byName['no-images']).toMatchObject({ images: [], data: { Venue: { capacity: '12' } } });
    expect(byName['no-venue']).toMatchObject({ images: [], data: {} });
  });
});
