// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, json, mountAt } from '@web/lib/admin-test-support';
import { useCursorPages } from '@web/lib/cursor-pages';
import { DataTable } from './data-table';
import { FilterBar, SearchFilter, SelectFilter } from './filter-bar';
import { ListBody } from './list-body';
import { LoadMore, Pager, useCursorStack } from './pager';
import { useListFilters } from './use-list-filters';

type Fruit = { id: string; name: string };
type FruitPage = { fruits: Fruit[]; nextCursor: string | null };

/** A list built from the kit alone, as a feature builds one. */
function FruitList() {
  const filters = useListFilters(
    'fruit',
    { q: '', colour: 'any' },
    { colour: ['any', 'red', 'green'] },
  );
  const list = useCursorPages<FruitPage>(['fruit'], '/api/fruit', filters.values);
  const fruits = list.data?.pages.flatMap((page) => page.fruits) ?? [];
  return (
    <section aria-label="Fruit">
      <FilterBar legend="Filter the fruit">
        <SearchFilter
          label="Search fruit"
          value={filters.values.q}
          onSearch={(q) => filters.set({ q })}
        />
        <SelectFilter
          label="Colour"
          value={filters.values.colour}
          options={[
            ['any', 'Any colour'],
            ['red', 'Red'],
            ['green', 'Green'],
          ]}
          onChange={(colour) => filters.set({ colour })}
        />
      </FilterBar>
      <ListBody
        state={list}
        isEmpty={fruits.length === 0}
        skeletonClassName="h-10"
        empty={<p>No fruit matches</p>}
      >
        <DataTable
          rows={fruits}
          rowKey={(fruit) => fruit.id}
          label="Fruit table"
          caption="Fruit, A to Z"
          columns={[{ header: 'Name', cell: (fruit) => fruit.name }]}
          cards={{ label: 'Fruit cards', render: (fruit) => <p>{fruit.name}</p> }}
        />
        <LoadMore list={list} label="Show more fruit" />
      </ListBody>
    </section>
  );
}

/** Page-by-page over cursors, reset by its key. */
function Pages({ filter }: { filter: string }) {
  const pages = useCursorStack(filter);
  return (
    <>
      <p>cursor: {pages.cursor || 'first'}</p>
      <Pager
        label="Fruit pages"
        pageNumber={pages.pageNumber}
        pages={3}
        nextCursor={`after-${pages.pageNumber}`}
        waiting={false}
        onBack={pages.back}
        onForward={pages.forward}
      />
    </>
  );
}

describe('the list kit', () => {
  let answer: (url: URL) => Response;
  let asked: URL[] = [];

  beforeEach(() => {
    asked = fakeApi((url) => answer(url));
  });

  const mount = (address = '/admin') => mountAt(<FruitList />, address);
  const names = () =>
    within(screen.getByRole('table'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);

  it('puts a typed search in the address and asks the server again with it', async () => {
    answer = (url) =>
      json({
        fruits:
          url.searchParams.get('q') === 'app'
            ? [{ id: '1', name: 'Apple' }]
            : [
                { id: '1', name: 'Apple' },
                { id: '2', name: 'Banana' },
              ],
        nextCursor: null,
      });
    const router = mount();
    await waitFor(() => expect(names()).toEqual(['Apple', 'Banana']));
    expect(asked.at(-1)!.search).toBe('?colour=any');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search fruit' }), {
      target: { value: ' app ' },
    });
    // The box shows what was typed at once; the address and the server get it once typing pauses.
    expect(screen.getByRole('searchbox', { name: 'Search fruit' })).toHaveProperty(
      'value',
      ' app ',
    );
    await waitFor(() => expect(router.state.location.search).toBe('?fruit.q=app'));
    await waitFor(() => expect(names()).toEqual(['Apple']));
    expect(asked.at(-1)!.searchParams.get('q')).toBe('app');

    fireEvent.change(screen.getByRole('combobox', { name: 'Colour' }), {
      target: { value: 'red' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?fruit.q=app&fruit.colour=red'));
    await waitFor(() => expect(asked.at(-1)!.searchParams.get('colour')).toBe('red'));

    // Back at the default, the filter leaves the address.
    fireEvent.change(screen.getByRole('combobox', { name: 'Colour' }), {
      target: { value: 'any' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?fruit.q=app'));
  });

  it('opens a shared address with its filters set, and ignores a value the list does not offer', async () => {
    answer = () => json({ fruits: [{ id: '3', name: 'Cherry' }], nextCursor: null });
    mount('/admin?fruit.q=cher&fruit.colour=red&other=1');
    await waitFor(() => expect(names()).toEqual(['Cherry']));
    expect(screen.getByRole('searchbox', { name: 'Search fruit' })).toHaveProperty('value', 'cher');
    expect(screen.getByRole('combobox', { name: 'Colour' })).toHaveProperty('value', 'red');
    expect(asked[0]!.searchParams.get('q')).toBe('cher');
    expect(asked[0]!.searchParams.get('colour')).toBe('red');

    cleanup();
    asked.length = 0;
    mount('/admin?fruit.colour=purple');
    await waitFor(() => expect(names()).toEqual(['Cherry']));
    expect(screen.getByRole('combobox', { name: 'Colour' })).toHaveProperty('value', 'any');
    expect(asked[0]!.searchParams.get('colour')).toBe('any');
  });

  it('takes a search changed in the address from elsewhere (Back) into the box', async () => {
    answer = () => json({ fruits: [{ id: '1', name: 'Apple' }], nextCursor: null });
    const router = mount('/admin?fruit.q=apple');
    await waitFor(() => expect(names()).toEqual(['Apple']));
    await router.navigate('/admin?fruit.q=pear');
    await waitFor(() =>
      expect(screen.getByRole('searchbox', { name: 'Search fruit' })).toHaveProperty(
        'value',
        'pear',
      ),
    );
    await waitFor(() => expect(asked.at(-1)!.searchParams.get('q')).toBe('pear'));
  });

  it('never undoes a link pressed while a typed search waits for its pause', async () => {
    answer = () => json({ fruits: [{ id: '1', name: 'Apple' }], nextCursor: null });
    // The page the link leads to takes a moment to load, as a lazy route does.
    const router = createMemoryRouter(
      [
        { path: '/admin', element: <FruitList /> },
        {
          path: '/elsewhere',
          loader: () => new Promise((resolve) => setTimeout(() => resolve(null), 600)),
          element: <p>Elsewhere</p>,
        },
      ],
      { initialEntries: ['/admin'] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(names()).toEqual(['Apple']));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search fruit' }), {
      target: { value: 'app' },
    });
    void router.navigate('/elsewhere');
    expect(await screen.findByText('Elsewhere', {}, { timeout: 3000 })).toBeTruthy();
    // Past the pause and the slow page: the search was not written over the way out.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('adds the next keyset page below on "load more", from the cursor the server gave', async () => {
    answer = (url) =>
      url.searchParams.get('cursor') === 'c2'
        ? json({ fruits: [{ id: '3', name: 'Cherry' }], nextCursor: null })
        : json({
            fruits: [
              { id: '1', name: 'Apple' },
              { id: '2', name: 'Banana' },
            ],
            nextCursor: 'c2',
          });
    mount();
    await waitFor(() => expect(names()).toEqual(['Apple', 'Banana']));
    fireEvent.click(screen.getByRole('button', { name: 'Show more fruit' }));
    await waitFor(() => expect(names()).toEqual(['Apple', 'Banana', 'Cherry']));
    expect(screen.queryByRole('button', { name: 'Show more fruit' })).toBeNull();
    // The same rows as cards, for narrow screens (CSS shows one or the other).
    expect(
      within(screen.getByRole('list', { name: 'Fruit cards' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Apple', 'Banana', 'Cherry']);
  });

  it('shows the empty state when nothing matches', async () => {
    answer = () => json({ fruits: [], nextCursor: null });
    mount();
    expect(await screen.findByText('No fruit matches')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the server’s message as an alert when the list cannot load', async () => {
    answer = () => json({ message: 'Only super admins can see this.', code: 'FORBIDDEN' }, 403);
    mount();
    expect((await screen.findByRole('alert')).textContent).toBe('Only super admins can see this.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('with keepRowsOnError, shows a later failure above the rows it already has', () => {
    const failed = {
      isPending: false,
      isError: true,
      error: new Error('That page has expired. Please reload.'),
      isPlaceholderData: false,
    };
    const body = (keepRowsOnError: boolean, isEmpty = false) => (
      <ListBody
        state={failed}
        keepRowsOnError={keepRowsOnError}
        isEmpty={isEmpty}
        skeletonClassName="h-10"
        empty={<p>No fruit matches</p>}
      >
        <p>Apple</p>
      </ListBody>
    );
    const { rerender } = render(body(true));
    expect(screen.getByRole('alert').textContent).toBe('That page has expired. Please reload.');
    expect(screen.getByText('Apple')).toBeTruthy();
    rerender(body(true, true));
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByText('No fruit matches')).toBeTruthy();
    // Without it, the error takes the rows' place (the lists whose first page fails here).
    rerender(body(false));
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.queryByText('Apple')).toBeNull();
  });

  it('steps page by page over cursors and starts again when the filter changes', () => {
    const { rerender } = render(<Pages filter="a" />);
    const nav = () => screen.getByRole('navigation', { name: 'Fruit pages' });
    expect(screen.getByText('cursor: first')).toBeTruthy();
    expect(within(nav()).getByRole('button', { name: 'Previous' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(within(nav()).getByRole('button', { name: 'Next' }));
    expect(screen.getByText('cursor: after-1')).toBeTruthy();
    expect(within(nav()).getByText('Page 2 of 3')).toBeTruthy();
    fireEvent.click(within(nav()).getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('cursor: first')).toBeTruthy();
    fireEvent.click(within(nav()).getByRole('button', { name: 'Next' }));
    rerender(<Pages filter="b" />);
    expect(screen.getByText('cursor: first')).toBeTruthy();
    expect(within(nav()).getByText('Page 1 of 3')).toBeTruthy();
  });
});
