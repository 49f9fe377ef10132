// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@shared/audit-log-schemas';
import { fakeApi, json, mountAt } from '@web/lib/admin-test-support';
import { auditEntry } from './audit-entry-fixture';
import { AuditLogSection } from './audit-log-section';

const entry = auditEntry;

/** The log holding one entry: its row of the table. */
async function rowOf(logged: AuditEntry) {
  fakeApi(() => json({ entries: [logged], nextCursor: null }));
  mountAt(<AuditLogSection />);
  const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
  return within(within(table).getAllByRole('row')[1]!);
}

describe('an entry of the audit log', () => {
  it('says when no fields were recorded, and names a deleted actor by their e-mail', async () => {
    const row = await rowOf(entry({ actorId: null, actorName: '' }));
    expect(row.getByText('No fields recorded.')).toBeTruthy();
    expect(row.getAllByText('admin@kindred.test')).toHaveLength(2);
    expect(row.getByText('(account deleted)')).toBeTruthy();
  });

  it('shows values as text: dashes for nothing, lists joined, markup as its source', async () => {
    const row = await rowOf(
      entry({
        before: { body: '<p>Old</p>', tags: [] },
        after: { body: '<p>New</p>', tags: ['Yoga', 'Calm'] },
      }),
    );
    expect(row.getByText('<p>Old</p>')).toBeTruthy();
    expect(row.getByText('<p>New</p>')).toBeTruthy();
    expect(row.getByText('Yoga, Calm')).toBeTruthy();
    expect(row.getByText('—')).toBeTruthy();
    expect(row.queryByText('Reason:')).toBeNull();
  });
});
