import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  auditActionLabel,
  auditTargetTypeLabel,
  type AuditEntry,
} from '@shared/audit-log-schemas';
import { DataTable, type Column } from '@web/components/list-kit/data-table';
import { FilterBar, SearchFilter, SelectFilter } from '@web/components/list-kit/filter-bar';
import { EmptyListWords, ListBody } from '@web/components/list-kit/list-body';
import { LoadMore } from '@web/components/list-kit/pager';
import { useListFilters } from '@web/components/list-kit/use-list-filters';
import { Card } from '@web/components/ui/card';
import { HeadedSection } from '@web/components/ui/headed-section';
import { ScrollRegion } from '@web/components/ui/scroll-region';
import { DateField } from '@web/components/ui/date-field';
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

const AUDIT_COLUMNS: Column<AuditEntry>[] = [
  {
    header: 'When',
    className: 'whitespace-nowrap',
    cell: (entry) => <time dateTime={entry.createdAt}>{londonDateTime(entry.createdAt)}</time>,
  },
  { header: 'Who', cell: (entry) => <Actor entry={entry} /> },
  { header: 'What', className: 'font-medium', cell: (entry) => auditActionLabel(entry.action) },
  { header: 'Target', className: 'max-w-64', cell: (entry) => <Target entry={entry} /> },
  { header: 'Details', className: 'min-w-72', cell: (entry) => <Changes entry={entry} /> },
];

/** An entry on a phone or a narrow window. */
function AuditCard({ entry }: { entry: AuditEntry }) {
  return (
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
  );
}

const actionOptions = [['', 'All actions'] as const, ...Object.entries(AUDIT_ACTIONS)];
const targetOptions = [['', 'Everything'] as const, ...Object.entries(AUDIT_TARGET_TYPES)];
const narrow = 'col-span-2 grid content-start gap-1.5 lg:col-span-1';

/**
 * Spec: every admin action, who, what, to what, when, before and after; read only. The filters
 * live in the address, so a filtered log can be shared.
 */
export function AuditLogSection() {
  const { values: filters, set } = useListFilters('audit', {
    actor: '',
    action: '',
    targetType: '',
    from: '',
    to: '',
  });
  const log = useAuditLog(filters);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const filtered = Object.values(filters).some(Boolean);

  return (
    <HeadedSection
      title="Audit log"
      intro={
        <p>
          Every change a super admin makes, newest first. Nothing here can be changed or deleted.
        </p>
      }
    >
      <FilterBar legend="Filter the audit log" className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <SearchFilter
          label="Who"
          placeholder="Name or e-mail"
          className={narrow}
          value={filters.actor}
          onSearch={(actor) => set({ actor })}
        />
        <SelectFilter
          label="Action"
          className={narrow}
          value={filters.action}
          options={actionOptions}
          onChange={(action) => set({ action })}
        />
        <SelectFilter
          label="Target"
          className={narrow}
          value={filters.targetType}
          options={targetOptions}
          onChange={(targetType) => set({ targetType })}
        />
        <DateField
          label="From"
          value={filters.from}
          onChange={(from) => set({ from })}
          onBlur={() => {}}
        />
        <DateField label="To" value={filters.to} onChange={(to) => set({ to })} onBlur={() => {}} />
      </FilterBar>

      <ListBody
        state={log}
        isEmpty={entries.length === 0}
        skeletonClassName="h-48"
        empty={
          <EmptyListWords
            title={filtered ? 'No entries match these filters' : 'Nothing logged yet'}
            hint={
              filtered
                ? 'Try fewer filters or a wider range of dates.'
                : 'Changes to banners, people and roles appear here as they are made.'
            }
          />
        }
      >
        <DataTable
          rows={entries}
          rowKey={(entry) => entry.id}
          label="Audit log"
          caption="Audit log, newest first"
          columns={AUDIT_COLUMNS}
          cards={{
            label: 'Audit log, newest first',
            render: (entry) => <AuditCard entry={entry} />,
          }}
        />
        <LoadMore list={log} label="Show older entries" />
      </ListBody>
    </HeadedSection>
  );
}
