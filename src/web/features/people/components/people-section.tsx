import { useRef } from 'react';
import {
  PEOPLE_FILTER_LABELS,
  PEOPLE_FILTERS,
  PEOPLE_SORT_LABELS,
  PEOPLE_SORTS,
  type PeopleFilter,
  type PeopleSort,
  type Person,
} from '@shared/admin-schemas';
import { DataTable } from '@web/components/list-kit/data-table';
import { FilterBar, SearchFilter, SelectFilter } from '@web/components/list-kit/filter-bar';
import { EmptyListWords, ListBody } from '@web/components/list-kit/list-body';
import { Pager, useCursorStack } from '@web/components/list-kit/pager';
import { useListFilters } from '@web/components/list-kit/use-list-filters';
import { HeadedSection } from '@web/components/ui/headed-section';
import { useViewer } from '@web/lib/viewer';
import { usePeople } from '../api/people';
import { PersonActions } from './person-actions';
import { peopleColumns, PersonCard } from './people-rows';

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
const DIRS = ['asc', 'desc'] as const;

/**
 * The super admin's people: search, a filter, an order (all three in the address), a page at a
 * time (the API pages by keyset, so the pages before are kept here to go back), and each
 * person's roles and standing, changed through PersonActions.
 */
export function PeopleSection() {
  const { data: viewer } = useViewer();
  const heading = useRef<HTMLHeadingElement>(null);
  const filters = useListFilters(
    'people',
    { q: '', show: 'all', sort: 'joined', dir: 'desc' },
    { show: PEOPLE_FILTERS, sort: PEOPLE_SORTS, dir: DIRS },
  );
  const { q } = filters.values;
  const show = filters.values.show as PeopleFilter;
  const sort = filters.values.sort as PeopleSort;
  const dir = filters.values.dir as 'asc' | 'desc';
  const pages = useCursorStack(`${q}|${show}|${sort}|${dir}`);
  const { data, isPlaceholderData, ...state } = usePeople({
    q,
    show,
    sort,
    dir,
    cursor: pages.cursor,
  });
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const actions = (person: Person) => (
    <PersonActions person={person} viewerId={viewer?.user?.id} fallbackFocus={heading} />
  );
  const orders = DEFAULT_ORDER[sort] === 'desc' ? (['desc', 'asc'] as const) : DIRS;

  return (
    <HeadedSection
      title="People"
      headingRef={heading}
      intro={
        <p>
          Everyone on Kindred, their roles and their standing. Each change asks first and is kept in
          the audit log.
        </p>
      }
    >
      <FilterBar className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(14rem,1fr)_repeat(3,minmax(10rem,auto))]">
        <SearchFilter
          label="Search people"
          placeholder="Name or e-mail"
          className="col-span-2 grid gap-1.5 lg:col-span-1"
          value={q}
          onSearch={(value) => filters.set({ q: value })}
        />
        <SelectFilter
          label="Show"
          className="col-span-2 grid gap-1.5 lg:col-span-1"
          value={show}
          options={PEOPLE_FILTERS.map((f) => [f, PEOPLE_FILTER_LABELS[f]] as const)}
          onChange={(value) => filters.set({ show: value })}
        />
        <SelectFilter
          label="Sort by"
          value={sort}
          options={PEOPLE_SORTS.map((s) => [s, PEOPLE_SORT_LABELS[s]] as const)}
          onChange={(value) => filters.set({ sort: value, dir: DEFAULT_ORDER[value] })}
        />
        <SelectFilter
          label="Order"
          value={dir}
          options={orders.map((d) => [d, ORDER_LABELS[sort][d]] as const)}
          onChange={(value) => filters.set({ dir: value })}
        />
      </FilterBar>

      <p aria-live="polite" className="text-sm text-ink-muted">
        {data
          ? `${data.total.toLocaleString('en-GB')} ${data.total === 1 ? 'person' : 'people'}`
          : ''}
      </p>

      <ListBody
        state={{ ...state, isPlaceholderData }}
        isEmpty={data?.people.length === 0}
        skeletonClassName="h-64"
        empty={
          <EmptyListWords
            title="No one matches"
            hint={
              q
                ? `Nobody ${show === 'all' ? '' : `among ${PEOPLE_FILTER_LABELS[show].toLowerCase()} `}matches “${q}”.`
                : `There are no ${PEOPLE_FILTER_LABELS[show].toLowerCase()} yet.`
            }
          />
        }
      >
        <DataTable
          rows={data?.people ?? []}
          rowKey={(p) => p.id}
          label="People"
          caption={`People: ${PEOPLE_FILTER_LABELS[show].toLowerCase()}, by ${PEOPLE_SORT_LABELS[sort].toLowerCase()}, ${ORDER_LABELS[sort][dir].toLowerCase()}`}
          columns={peopleColumns(sort, dir, actions)}
          cards={{
            label: 'People',
            render: (p) => <PersonCard person={p} actions={actions(p)} />,
          }}
        />
      </ListBody>

      {data && (
        <Pager
          label="People pages"
          pageNumber={pages.pageNumber}
          pages={pageCount}
          nextCursor={data.nextCursor}
          waiting={isPlaceholderData}
          onBack={pages.back}
          onForward={pages.forward}
        />
      )}
    </HeadedSection>
  );
}
