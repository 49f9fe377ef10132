// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hookProviders, stubApi, type Answer } from '@web/test/hook-providers';
import { CalendarFeedSection } from './calendar-feed-section';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast }));

const SECRET = 'abcdefghijklmnopqrstuvwxyz012345';
const feedAt = (secret: string) => ({
  https: `https://kindred.example/calendar/${secret}.ics`,
  webcal: `webcal://kindred.example/calendar/${secret}.ics`,
});

function mount(answer: (method: string, path: string) => Answer | Promise<Answer>) {
  const requests = stubApi((method, path) => answer(method, path));
  render(<CalendarFeedSection />, { wrapper: hookProviders().wrapper });
  return requests;
}

afterEach(() => vi.unstubAllGlobals());

describe('CalendarFeedSection', () => {
  it('says it is loading, then offers to make the address, and shows it once made', async () => {
    const requests = mount((method) => ({
      status: method === 'POST' ? 201 : 200,
      body: { feed: method === 'POST' ? feedAt(SECRET) : null },
    }));
    expect(screen.getByRole('status').textContent).toBe('Loading your calendar feed…');
    fireEvent.click(await screen.findByRole('button', { name: 'Make my calendar address' }));
    const address = await screen.findByRole('textbox', { name: 'Your calendar’s address' });
    expect((address as HTMLTextAreaElement).value).toBe(feedAt(SECRET).https);
    expect((address as HTMLTextAreaElement).readOnly).toBe(true);
    // What the address is for, read with it.
    expect(document.getElementById(address.getAttribute('aria-describedby')!)?.textContent).toBe(
      'For any other calendar. Keep it to yourself: whoever has it sees your bookings.',
    );
    expect(requests.at(-1)).toEqual({
      method: 'POST',
      path: '/api/me/calendar-feed',
      body: undefined,
    });
  });

  it('links to subscribe with Apple, Google and Outlook, saying which open a new tab', async () => {
    mount(() => ({ body: { feed: feedAt(SECRET) } }));
    const links = within(await screen.findByRole('group', { name: 'Add it to:' }));
    expect(links.getByRole('link', { name: 'Apple Calendar' }).getAttribute('href')).toBe(
      feedAt(SECRET).webcal,
    );
    const google = links.getByRole('link', { name: 'Google Calendar (opens in a new tab)' });
    expect(new URL(google.getAttribute('href')!).searchParams.get('cid')).toBe(
      feedAt(SECRET).webcal,
    );
    expect(google.getAttribute('target')).toBe('_blank');
    const outlook = new URL(
      links.getByRole('link', { name: 'Outlook (opens in a new tab)' }).getAttribute('href')!,
    );
    expect(outlook.origin + outlook.pathname).toBe(
      'https://outlook.live.com/calendar/0/addfromweb',
    );
    expect(outlook.searchParams.get('url')).toBe(feedAt(SECRET).https);
  });

  it('copies the address, and says so', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    mount(() => ({ body: { feed: feedAt(SECRET) } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy address' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Address copied'));
    expect(writeText).toHaveBeenCalledWith(feedAt(SECRET).https);
  });

  it('asks before getting a new address, warning that the old one stops working', async () => {
    const renewed = 'ZYXWVUTSRQPONMLKJIHGFEDCBA987654';
    const requests = mount((method) => ({
      body: { feed: feedAt(method === 'POST' ? renewed : SECRET) },
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'Get a new address…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Get a new address?' });
    expect(dialog.textContent).toContain('Your old address will stop working.');
    // Cancel changes nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Get a new address…' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Get a new address',
      }),
    );
    await waitFor(() =>
      expect(
        (screen.getByRole('textbox', { name: 'Your calendar’s address' }) as HTMLTextAreaElement)
          .value,
      ).toBe(feedAt(renewed).https),
    );
    expect(requests.at(-1)).toMatchObject({ method: 'POST', path: '/api/me/calendar-feed/renew' });
    expect(toast.success).toHaveBeenCalledWith('Your calendar has a new address', {
      id: 'calendar-feed',
    });
  });

  it('says when the feed cannot be loaded, and Try again loads it', async () => {
    let fail = true;
    mount(() =>
      fail ? { status: 500, body: { message: 'Down', code: 'ERROR' } } : { body: { feed: null } },
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load your calendar feed.',
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Make my calendar address' })).toBeTruthy();
  });

  it('says why an address could not be made', async () => {
    mount((method) =>
      method === 'POST'
        ? { status: 500, body: { message: 'Could not make your address', code: 'ERROR' } }
        : { body: { feed: null } },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Make my calendar address' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not make your address');
  });
});
