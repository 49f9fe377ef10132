// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@shared/audit-log-schemas';
import { fakeApi, json, mountAt } from '@web/lib/admin-test-support';
import { auditEntry } from './audit-entry-fixture';
import { AuditLogSection } from './audit-log-section';

const entry = (id: string, extra: Partial<AuditEntry> = {}): AuditEntry =>
  auditEntry({
    id,
    before: { suspended: false },
    after: { suspended: true },
    reason: 'Spam',
    ...extra,
  });

describe('the audit log section of /super-admin', () => {
  it('shows who did what to whom, before and after, and filters through the address', async () => {
    const asked = fakeApi((url) =>
      json({
        entries: url.searchParams.get('cursor')
          ? [entry('2', { targetLabel: 'older@kindred.test' })]
          : [entry('1')],
        nextCursor: url.searchParams.get('cursor') ? null : '1',
      }),
    );
    const router = mountAt(<AuditLogSection />);
    const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('cell', { name: 'Suspended account' })).toBeTruthy();
    expect(within(row).getByText('Reason:').parentElement!.textContent).toBe('Reason: Spam');
    expect(within(row).getByRole('row', { name: /Suspended No Yes/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show older entries' }));
    expect(await within(table).findByText('older@kindred.test')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'person.suspended' } });
    fireEvent.change(screen.getByLabelText('Who'), { target: { value: 'admin@' } });
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?audit.action=person.suspended&audit.actor=admin%40',
      ),
    );
    await waitFor(() =>
      expect(Object.fromEntries(asked.at(-1)!.searchParams)).toEqual({
        actor: 'admin@',
        action: 'person.suspended',
      }),
    );
  });

  it('tells an empty log from filters that match nothing', async () => {
    fakeApi(() => json({ entries: [], nextCursor: null }));
    mountAt(<AuditLogSection />);
    expect(await screen.findByText('Nothing logged yet')).toBeTruthy();
    cleanup();
    mountAt(<AuditLogSection />, '/super-admin?audit.targetType=person');
    expect(await screen.findByText('No entries match these filters')).toBeTruthy();
    expect(screen.getByLabelText('Target')).toHaveProperty('value', 'person');
  });
});
