import { type PeopleSort, type Person } from '@shared/admin-schemas';
import { Card } from '@web/components/ui/card';
import type { Column } from '@web/components/list-kit/data-table';
import { cn } from '@web/lib/cn';
import { londonDateTime, londonDay } from '@web/lib/london-time';
import { personName } from './person-actions';

const BADGE_TONES = {
  green: 'bg-sage-100 text-forest-900',
  stone: 'bg-stone-100 text-ink',
  red: 'bg-red-50 text-red-800',
} as const;

function Badge({ tone, children }: { tone: keyof typeof BADGE_TONES; children: string }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        BADGE_TONES[tone],
      )}
    >
      {children}
    </span>
  );
}

function Roles({ person }: { person: Person }) {
  if (!person.isHost && !person.isSuperAdmin) return <Badge tone="stone">Member</Badge>;
  return (
    <span className="flex flex-wrap gap-1">
      {person.isSuperAdmin && <Badge tone="green">Super admin</Badge>}
      {person.isHost && <Badge tone="green">Host</Badge>}
    </span>
  );
}

function Standing({ person }: { person: Person }) {
  if (!person.suspension) return <span>Active</span>;
  return (
    <span className="grid gap-1">
      <span>
        <Badge tone="red">Suspended</Badge>{' '}
        <span className="whitespace-nowrap text-ink-muted">{londonDay(person.suspension.at)}</span>
      </span>
      <span className="max-w-56 text-xs break-words text-ink-muted">
        {person.suspension.reason}
      </span>
    </span>
  );
}

const lastSeen = (p: Person) => (p.lastSeenAt ? londonDateTime(p.lastSeenAt) : 'Never');

/** The people table's columns; the one the list is ordered by carries `aria-sort`. */
export function peopleColumns(
  sort: PeopleSort,
  dir: 'asc' | 'desc',
  actions: (person: Person) => React.ReactNode,
): Column<Person>[] {
  const sorted = (key: PeopleSort) =>
    key === sort ? (dir === 'asc' ? 'ascending' : 'descending') : undefined;
  return [
    {
      header: 'Person',
      headerClassName: 'whitespace-nowrap',
      sort: sorted('name'),
      cell: (p) => (
        <>
          <span className="block font-medium">{personName(p)}</span>
          <span className="block break-all text-ink-muted">{p.email}</span>
        </>
      ),
    },
    { header: 'Roles', headerClassName: 'whitespace-nowrap', cell: (p) => <Roles person={p} /> },
    {
      header: 'Standing',
      headerClassName: 'whitespace-nowrap',
      cell: (p) => <Standing person={p} />,
    },
    {
      header: 'Events',
      headerClassName: 'whitespace-nowrap text-right',
      className: 'text-right tabular-nums',
      sort: sorted('events'),
      cell: (p) => p.eventCount,
    },
    {
      header: 'Last seen',
      headerClassName: 'whitespace-nowrap',
      className: 'whitespace-nowrap',
      sort: sorted('lastSeen'),
      cell: lastSeen,
    },
    {
      header: 'Joined',
      headerClassName: 'whitespace-nowrap',
      className: 'whitespace-nowrap',
      sort: sorted('joined'),
      cell: (p) => londonDay(p.createdAt),
    },
    {
      header: <span className="sr-only">Actions</span>,
      className: 'text-right',
      cell: actions,
    },
  ];
}

/** A person on a phone or a narrow window: a card each. */
export function PersonCard({ person: p, actions }: { person: Person; actions: React.ReactNode }) {
  return (
    <Card variant="flat" className="grid gap-3 p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-sans text-base font-semibold break-words">{personName(p)}</h3>
          <p className="text-sm break-all text-ink-muted">{p.email}</p>
        </div>
        {actions}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="font-medium">Roles</dt>
        <dd>
          <Roles person={p} />
        </dd>
        <dt className="font-medium">Standing</dt>
        <dd>
          <Standing person={p} />
        </dd>
        <dt className="font-medium">Events</dt>
        <dd>{p.eventCount}</dd>
        <dt className="font-medium">Last seen</dt>
        <dd>{lastSeen(p)}</dd>
        <dt className="font-medium">Joined</dt>
        <dd>{londonDay(p.createdAt)}</dd>
      </dl>
    </Card>
  );
}
