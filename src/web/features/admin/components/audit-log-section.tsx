import { useId, useState } from 'react';
import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  auditActionLabel,
  auditTargetTypeLabel,
  type AuditEntry,
} from '@shared/audit-log-schemas';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ScrollRegion } from '@web/components/ui/scroll-region';
import { DateField } from '@web/components/ui/date-field';
import { EmptyState } from '@web/components/ui/empty-state';
import { Input, Label, selectClass } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { londonDateTime } from '@web/lib/london-time';
import { useAuditLog } from '../api/audit-log';

/** The names of the fields an action changes, as a person reads them. */
const FIELD_LABELS: Record<string, string> = {
  isHost: 'Host',
  isSuperAdmin: 'Super admin',
  suspended: 'Suspended',
  sessionsEnded: 'Sessions ended',
  reason: 'Reason given then',
  messageHtml: 'Message (HTML)',
  pages: 'Pages',
  colour: 'Colour',
  active: 'Active',
  isDraft: 'Draft',
  moderated: 'Unpublished by moderation',
  status: 'Status',
  eventUnpublished: 'Event unpublished',
};

/** A logged value as text: never as markup (a banner's HTML is shown as its source). */
function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(shown).join(', ') || '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function Changes({ entry }: { entry: AuditEntry }) {
  const fields = [
    ...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]),
  ];
  return (
    <details className="group">
      <summary className="cursor-pointer rounded-md text-sm font-medium text-forest-800 underline underline-offset-2">
        Before and after
      </summary>
      <div className="mt-2 grid gap-2">
        {entry.reason && (
          <p className="text-sm break-words">
            <span className="font-medium">Reason:</span> {entry.reason}
          </p>
        )}
        {fields.length === 0 ? (
          <p className="text-sm text-ink-muted">No fields recorded.</p>
        ) : (
          <ScrollRegion label={`${auditActionLabel(entry.action)}: before and after`}>
            <table className="w-full min-w-72 text-left text-sm">
              <caption className="sr-only">
                {auditActionLabel(entry.action)}: before and after
              </caption>
              <thead>
                <tr className="text-ink-muted">
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Field
                  </th>
                  <th scope="col" className="py-1 pr-3 font-medium">
                    Before
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    After
                  </th>
                </tr>
              </thead>
              <tbody>
                {fields.map((field) => (
                  <tr key={field} className="border-t border-stone-200 align-top">
                    <th scope="row" className="py-1 pr-3 font-medium">
                      {FIELD_LABELS[field] ?? field}
                    </th>
                    <td className="py-1 pr-3 break-all">
                      {entry.before === null ? '—' : shown(entry.before[field])}
                    </td>
                    <td className="py-1 break-all">
                      {entry.after === null ? '—' : shown(entry.after[field])}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </div>
    </details>
  );
}

function Actor({ entry }: { entry: AuditEntry }) {
  return (
    <>
      <span className="block font-medium">
        {entry.actorName || entry.actorEmail}
        {/* The command line (npm run admin) writes no e-mail: it never had an account. */}
        {entry.actorId === null && entry.actorEmail !== '' && (
          <span className="font-normal text-ink-muted"> (account deleted)</span>
        )}
      </span>
      <span className="block break-all text-ink-muted">{entry.actorEmail}</span>
    </>
  );
}

function Target({ entry }: { entry: AuditEntry }) {
  return (
    <>
      <span className="block text-ink-muted">{auditTargetTypeLabel(entry.targetType)}</span>
      <span className="block break-words">{entry.targetLabel || entry.targetId}</span>
    </>
  );
}

/** Spec: every admin action, who, what, to what, when, before and after; read only. */
export function AuditLogSection() {
  const id = useId();
  const [actor, setActor] = useState('');
  const [action, setAction] = useState('');
  const [targetType, setTargetType] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const filters = {
    actor: useDebouncedValue(actor.trim(), 250),
    action,
    targetType,
    from,
    to,
  };
  const log = useAuditLog(filters);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const filtered = Object.values(filters).some(Boolean);

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4">
      <div>
        <h2 id={`${id}-heading`} className="text-2xl font-semibold text-forest-900">
          Audit log
        </h2>
        <p className="mt-1 text-ink-muted">
          Every change a super admin makes, newest first. Nothing here can be changed or deleted.
        </p>
      </div>

      <fieldset className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <legend className="sr-only">Filter the audit log</legend>
        <div className="col-span-2 grid content-start gap-1.5 lg:col-span-1">
          <Label htmlFor={`${id}-actor`}>Who</Label>
          <Input
            id={`${id}-actor`}
            type="search"
            placeholder="Name or e-mail"
            value={actor}
            onChange={(e) => setActor(e.target.value)}
          />
        </div>
        <div className="col-span-2 grid content-start gap-1.5 lg:col-span-1">
          <Label htmlFor={`${id}-action`}>Action</Label>
          <select
            id={`${id}-action`}
            className={selectClass}
            value={action}
            onChange={(e) => setAction(e.target.value)}
          >
            <option value="">All actions</option>
            {Object.entries(AUDIT_ACTIONS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="col-span-2 grid content-start gap-1.5 lg:col-span-1">
          <Label htmlFor={`${id}-target`}>Target</Label>
          <select
            id={`${id}-target`}
            className={selectClass}
            value={targetType}
            onChange={(e) => setTargetType(e.target.value)}
          >
            <option value="">Everything</option>
            {Object.entries(AUDIT_TARGET_TYPES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <DateField label="From" value={from} onChange={setFrom} onBlur={() => {}} />
        <DateField label="To" value={to} onChange={setTo} onBlur={() => {}} />
      </fieldset>

      {log.isPending ? (
        <Skeleton className="h-48" />
      ) : log.isError ? (
        <p role="alert" className="text-red-700">
          {log.error.message}
        </p>
      ) : entries.length === 0 ? (
        <EmptyState>
          <p className="font-medium text-forest-900">
            {filtered ? 'No entries match these filters' : 'Nothing logged yet'}
          </p>
          <p className="text-sm text-ink-muted">
            {filtered
              ? 'Try fewer filters or a wider range of dates.'
              : 'Changes to banners, people and roles appear here as they are made.'}
          </p>
        </EmptyState>
      ) : (
        <div className="grid gap-3" aria-busy={log.isPlaceholderData}>
          <Card variant="flat" className="hidden lg:block" asChild>
            <ScrollRegion label="Audit log">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Audit log, newest first</caption>
                <thead className="bg-sage-50 text-forest-900">
                  <tr>
                    <th scope="col" className="px-4 py-3">
                      When
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Who
                    </th>
                    <th scope="col" className="px-4 py-3">
                      What
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Target
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Details
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((entry) => (
                    <tr key={entry.id} className="border-t border-stone-200 align-top">
                      <td className="px-4 py-3 whitespace-nowrap">
                        <time dateTime={entry.createdAt}>{londonDateTime(entry.createdAt)}</time>
                      </td>
                      <td className="px-4 py-3">
                        <Actor entry={entry} />
                      </td>
                      <td className="px-4 py-3 font-medium">{auditActionLabel(entry.action)}</td>
                      <td className="max-w-64 px-4 py-3">
                        <Target entry={entry} />
                      </td>
                      <td className="min-w-72 px-4 py-3">
                        <Changes entry={entry} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </Card>
          <ul className="grid gap-3 lg:hidden" aria-label="Audit log, newest first">
            {entries.map((entry) => (
              <li key={entry.id}>
                <Card variant="flat" className="grid gap-2 p-4 text-sm">
                  <p className="font-semibold text-forest-900">{auditActionLabel(entry.action)}</p>
                  <time dateTime={entry.createdAt} className="text-ink-muted">
                    {londonDateTime(entry.createdAt)}
                  </time>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
                    <dt className="font-medium">Who</dt>
                    <dd className="min-w-0">
                      <Actor entry={entry} />
                    </dd>
                    <dt className="font-medium">Target</dt>
                    <dd className="min-w-0">
                      <Target entry={entry} />
                    </dd>
                  </dl>
                  <Changes entry={entry} />
                </Card>
              </li>
            ))}
          </ul>
          {log.hasNextPage && (
            <Button
              variant="outline"
              className="justify-self-start"
              disabled={log.isFetchingNextPage}
              onClick={() => void log.fetchNextPage()}
            >
              {log.isFetchingNextPage ? 'Loading…' : 'Show older entries'}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
