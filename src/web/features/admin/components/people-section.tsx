import { useId, useRef, useState } from 'react';
import {
  PEOPLE_FILTER_LABELS,
  PEOPLE_FILTERS,
  PEOPLE_SORT_LABELS,
  PEOPLE_SORTS,
  type PeopleFilter,
  type PeopleSort,
  type Person,
} from '@shared/admin-schemas';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ScrollRegion } from '@web/components/ui/scroll-region';
import { EmptyState } from '@web/components/ui/empty-state';
import { Input, Label, selectClass } from '@web/components/ui/input';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/cn';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useViewer } from '@web/lib/viewer';
import { londonDateTime, londonDay } from '@web/lib/london-time';
import { usePeople } from '../api/people';
import { PersonActions, personName } from './person-actions';

/** How each order reads, for the sort it goes with: "Newest first" rather than "Descending". */
const ORDER_LABELS: Record<PeopleSort, { asc: string; desc: string }> = {
  joined: { desc: 'Newest first', asc: 'Oldest first' },
  name: { asc: 'A to Z', desc: 'Z to A' },
  lastSeen: { desc: 'Most recent first', asc: 'Least recent first' },
  events: { desc: 'Most first', asc: 'Fewest first' },
};
const DEFAULT_ORDER: Record<PeopleSort, 'asc' | 'desc'> = {
  joined: 'desc',
  name: 'asc',
  lastSeen: 'desc',
  events: 'desc',
};

function Badge({ tone, children }: { tone: 'green' | 'stone' | 'red'; children: string }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        tone === 'green' && 'bg-sage-100 text-forest-900',
        tone === 'stone' && 'bg-stone-100 text-ink',
        tone === 'red' && 'bg-red-50 text-red-800',
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

/**
 * The super admin's people: search, a filter, an order, a page at a time (the API pages by
 * keyset, so the pages before are kept here to go back), and each person's roles and standing,
 * changed through PersonActions.
 */
export function PeopleSection() {
  const id = useId();
  const { data: viewer } = useViewer();
  const heading = useRef<HTMLHeadingElement>(null);
  const [query, setQuery] = useState('');
  const [show, setShow] = useState<PeopleFilter>('all');
  const [sort, setSort] = useState<PeopleSort>('joined');
  const [dir, setDir] = useState<'asc' | 'desc'>('desc');
  // The cursors of the pages seen so far: the last one is the page shown ('' for the first).
  const [cursors, setCursors] = useState<string[]>(['']);
  const q = useDebouncedValue(query.trim(), 250);
  const cursor = cursors.at(-1)!;
  const { data, isPending, isError, error, isPlaceholderData } = usePeople({
    q,
    show,
    sort,
    dir,
    cursor,
  });
  const firstPage = () => setCursors(['']);
  const pageNumber = cursors.length;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const actions = (person: Person) => (
    <PersonActions person={person} viewerId={viewer?.user?.id} fallbackFocus={heading} />
  );

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4">
      <div>
        <h2
          ref={heading}
          id={`${id}-heading`}
          tabIndex={-1}
          className="text-2xl font-semibold text-forest-900 outline-none"
        >
          People
        </h2>
        <p className="mt-1 text-ink-muted">
          Everyone on Kindred, their roles and their standing. Each change asks first and is kept in
          the audit log.
        </p>
      </div>

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(14rem,1fr)_repeat(3,minmax(10rem,auto))]">
        <div className="col-span-2 grid gap-1.5 lg:col-span-1">
          <Label htmlFor={`${id}-search`}>Search people</Label>
          <Input
            id={`${id}-search`}
            type="search"
            placeholder="Name or e-mail"
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              firstPage();
            }}
          />
        </div>
        <div className="col-span-2 grid gap-1.5 lg:col-span-1">
          <Label htmlFor={`${id}-show`}>Show</Label>
          <select
            id={`${id}-show`}
            className={selectClass}
            value={show}
            onChange={(e) => {
              setShow(e.target.value as PeopleFilter);
              firstPage();
            }}
          >
            {PEOPLE_FILTERS.map((f) => (
              <option key={f} value={f}>
                {PEOPLE_FILTER_LABELS[f]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-sort`}>Sort by</Label>
          <select
            id={`${id}-sort`}
            className={selectClass}
            value={sort}
            onChange={(e) => {
              const next = e.target.value as PeopleSort;
              setSort(next);
              setDir(DEFAULT_ORDER[next]);
              firstPage();
            }}
          >
            {PEOPLE_SORTS.map((s) => (
              <option key={s} value={s}>
                {PEOPLE_SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-order`}>Order</Label>
          <select
            id={`${id}-order`}
            className={selectClass}
            value={dir}
            onChange={(e) => {
              setDir(e.target.value as 'asc' | 'desc');
              firstPage();
            }}
          >
            {(DEFAULT_ORDER[sort] === 'desc'
              ? (['desc', 'asc'] as const)
              : (['asc', 'desc'] as const)
            ).map((d) => (
              <option key={d} value={d}>
                {ORDER_LABELS[sort][d]}
              </option>
            ))}
          </select>
        </div>
      </div>

      <p aria-live="polite" className="text-sm text-ink-muted">
        {data
          ? `${data.total.toLocaleString('en-GB')} ${data.total === 1 ? 'person' : 'people'}`
          : ''}
      </p>

      {isPending ? (
        <Skeleton className="h-64" />
      ) : isError ? (
        <p role="alert" className="text-red-700">
          {error.message}
        </p>
      ) : data.people.length === 0 ? (
        <EmptyState>
          <p className="font-medium text-forest-900">No one matches</p>
          <p className="text-sm text-ink-muted">
            {q
              ? `Nobody ${show === 'all' ? '' : `among ${PEOPLE_FILTER_LABELS[show].toLowerCase()} `}matches “${q}”.`
              : `There are no ${PEOPLE_FILTER_LABELS[show].toLowerCase()} yet.`}
          </p>
        </EmptyState>
      ) : (
        <div className="grid gap-3" aria-busy={isPlaceholderData}>
          {/* Wide screens: a table. */}
          <Card variant="flat" className="hidden lg:block" asChild>
            <ScrollRegion label="People">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">
                  People: {PEOPLE_FILTER_LABELS[show].toLowerCase()}, by{' '}
                  {PEOPLE_SORT_LABELS[sort].toLowerCase()}, {ORDER_LABELS[sort][dir].toLowerCase()}
                </caption>
                <thead className="bg-sage-50 text-forest-900">
                  <tr>
                    {(
                      [
                        ['Person', 'name'],
                        ['Roles', null],
                        ['Standing', null],
                        ['Events', 'events'],
                        ['Last seen', 'lastSeen'],
                        ['Joined', 'joined'],
                      ] as const
                    ).map(([label, key]) => (
                      <th
                        key={label}
                        scope="col"
                        className={cn(
                          'px-4 py-3 whitespace-nowrap',
                          key === 'events' && 'text-right',
                        )}
                        aria-sort={
                          key === sort ? (dir === 'asc' ? 'ascending' : 'descending') : undefined
                        }
                      >
                        {label}
                      </th>
                    ))}
                    <th scope="col" className="px-4 py-3">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.people.map((p) => (
                    <tr key={p.id} className="border-t border-stone-200 align-top">
                      <td className="px-4 py-3">
                        <span className="block font-medium">{personName(p)}</span>
                        <span className="block break-all text-ink-muted">{p.email}</span>
                      </td>
                      <td className="px-4 py-3">
                        <Roles person={p} />
                      </td>
                      <td className="px-4 py-3">
                        <Standing person={p} />
                      </td>
                      <td className="px-4 py-3 text-right tabular-nums">{p.eventCount}</td>
                      <td className="px-4 py-3 whitespace-nowrap">{lastSeen(p)}</td>
                      <td className="px-4 py-3 whitespace-nowrap">{londonDay(p.createdAt)}</td>
                      <td className="px-4 py-3 text-right">{actions(p)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </Card>
          {/* Phones and narrow windows: a card each. */}
          <ul className="grid gap-3 lg:hidden" aria-label="People">
            {data.people.map((p) => (
              <li key={p.id}>
                <Card variant="flat" className="grid gap-3 p-4">
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <h3 className="font-sans text-base font-semibold break-words">
                        {personName(p)}
                      </h3>
                      <p className="text-sm break-all text-ink-muted">{p.email}</p>
                    </div>
                    {actions(p)}
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
              </li>
            ))}
          </ul>
        </div>
      )}

      {data && (pageNumber > 1 || data.nextCursor) && (
        <nav aria-label="People pages" className="flex items-center gap-3">
          <Button
            variant="outline"
            size="sm"
            disabled={pageNumber <= 1}
            onClick={() => setCursors((c) => c.slice(0, -1))}
          >
            Previous
          </Button>
          <span className="text-sm text-ink-muted">
            Page {pageNumber} of {pages}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={!data.nextCursor || isPlaceholderData}
            onClick={() => data.nextCursor && setCursors((c) => [...c, data.nextCursor!])}
          >
            Next
          </Button>
        </nav>
      )}
    </section>
  );
}
