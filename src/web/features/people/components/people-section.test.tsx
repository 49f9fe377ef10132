// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json, mountAt, sent } from '@web/lib/admin-test-support';
import { expectRefusedUnsent, pressUntilToast } from '@web/test/admin-form-steps';
import { PeopleSection } from './people-section';
import { peoplePage, person } from './person-fixture';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast: toasts }));

describe('the people section of /super-admin', () => {
  const table = () => within(screen.getByRole('table'));

  it('lists people with their roles and standing, and searches through the address', async () => {
    const asked = fakeApi((url) => {
      const q = url.searchParams.get('q');
      const people = q
        ? [person('2', 'Robin', { isHost: true })]
        : [person('1', 'Ash'), person('2', 'Robin', { isHost: true })];
      return json(peoplePage(people));
    });
    const router = mountAt(<PeopleSection />);
    expect(await screen.findByText('2 people')).toBeTruthy();
    expect(table().getByText('Member')).toBeTruthy();
    expect(table().getByText('Host')).toBeTruthy();
    expect(table().getAllByText('Never')).toHaveLength(2);

    fireEvent.change(screen.getByLabelText('Search people'), { target: { value: 'robin' } });
    await waitFor(() => expect(router.state.location.search).toBe('?people.q=robin'));
    expect(await screen.findByText('1 person')).toBeTruthy();
    const last = asked.filter((url) => url.pathname === '/api/admin/people').at(-1)!;
    expect(Object.fromEntries(last.searchParams)).toEqual({
      q: 'robin',
      show: 'all',
      sort: 'joined',
      dir: 'desc',
    });
  });

  it('opens a shared address sorted and filtered, and orders by the sort’s natural order', async () => {
    const asked = fakeApi(() => json(peoplePage([person('1', 'Ash')])));
    const router = mountAt(<PeopleSection />, '/super-admin?people.show=hosts&people.sort=events');
    await screen.findByText('1 person');
    expect(screen.getByLabelText('Show')).toHaveProperty('value', 'hosts');
    expect(asked.at(-1)!.searchParams.get('sort')).toBe('events');
    expect(screen.getByRole('columnheader', { name: 'Events' }).getAttribute('aria-sort')).toBe(
      'descending',
    );

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'name' } });
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?people.show=hosts&people.sort=name&people.dir=asc',
      ),
    );
    expect(screen.getByLabelText('Order')).toHaveProperty('value', 'asc');
  });

  it('pages forward and back over keyset cursors', async () => {
    const asked = fakeApi((url) =>
      url.searchParams.get('cursor') === 'next'
        ? json(peoplePage([person('3', 'Sky')], { total: 3, pageSize: 2 }))
        : json(
            peoplePage([person('1', 'Ash'), person('2', 'Robin')], {
              total: 3,
              pageSize: 2,
              nextCursor: 'next',
            }),
          ),
    );
    mountAt(<PeopleSection />);
    const pages = await screen.findByRole('navigation', { name: 'People pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(table().getByText('Sky Test')).toBeTruthy());
    expect(within(pages).getByText('Page 2 of 2')).toBeTruthy();
    expect(asked.at(-1)!.searchParams.get('cursor')).toBe('next');
    fireEvent.click(within(pages).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(table().getByText('Ash Test')).toBeTruthy());
  });

  it('says who is missing when no one matches, and shows a failure as an alert', async () => {
    fakeApi(() => json(peoplePage([])));
    mountAt(<PeopleSection />, '/super-admin?people.q=zed&people.show=admins');
    expect(await screen.findByText('No one matches')).toBeTruthy();
    expect(screen.getByText('Nobody among super admins matches “zed”.')).toBeTruthy();
    cleanup();

    fakeApi(() => json({ message: 'Kindred is busy.', code: 'ERROR' }, 500));
    mountAt(<PeopleSection />);
    expect((await screen.findByRole('alert')).textContent).toBe('Kindred is busy.');
  });
});

describe('a person’s actions', () => {
  const openMenu = async (name: string) => {
    const trigger = within(screen.getByRole('table')).getByRole('button', {
      name: `Actions for ${name}`,
    });
    fireEvent.keyDown(trigger, { key: 'Enter' });
    return screen.findByRole('menu');
  };

  it('suspends an account only with a reason, and shows it suspended', async () => {
    let suspended = false;
    fakeApi((url, init) => {
      if (init?.method === 'POST') suspended = true;
      const robin = person('2', 'Robin', {
        isHost: true,
        suspension: suspended ? { at: '2026-11-20T10:00:00.000Z', reason: 'Spam' } : null,
      });
      return init?.method === 'POST' ? json(robin) : json(peoplePage([robin]));
    });
    mountAt(<PeopleSection />);
    await screen.findByText('1 person');
    const menu = await openMenu('Robin Test');
    expect(within(menu).getByRole('menuitem', { name: 'Remove host' })).toBeTruthy();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Suspend account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Robin Test?' });
    await expectRefusedUnsent(dialog, 'Suspend account', 'Give a reason.');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Spam' },
    });
    await pressUntilToast(dialog, 'Suspend account', 'Robin Test’s account is suspended');
    expect(sent).toEqual([
      { request: 'POST /api/admin/people/2/suspend', body: { reason: 'Spam' } },
    ]);
    expect(await within(screen.getByRole('table')).findByText('Suspended')).toBeTruthy();
  });

  it('never offers the viewer to suspend themselves or remove their own admin', async () => {
    fakeApi(() => json(peoplePage([person('viewer', 'Sam', { isSuperAdmin: true })])));
    mountAt(<PeopleSection />);
    await screen.findByText('1 person');
    const menu = await openMenu('Sam Test');
    expect(within(menu).getByRole('menuitem', { name: 'Make host' })).toBeTruthy();
    // The menu follows the viewer once /api/me has answered.
    await waitFor(() =>
      expect(within(menu).queryByRole('menuitem', { name: 'Suspend account…' })).toBeNull(),
    );
    expect(within(menu).queryByRole('menuitem', { name: /super admin/ })).toBeNull();
  });
});
