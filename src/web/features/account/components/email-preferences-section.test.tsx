// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { hookProviders, stubApi, type Answer } from '@web/test/hook-providers';
import { EmailPreferencesSection } from './email-preferences-section';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast }));

const saved = {
  cohostInvitations: true,
  invitationAnswers: false,
  newFollowers: true,
  followedNews: true,
};

function mount(answer: (method: string) => Answer | Promise<Answer>) {
  const requests = stubApi((method) => answer(method));
  render(<EmailPreferencesSection />, { wrapper: hookProviders().wrapper });
  return requests;
}

const checked = (name: string) => screen.getByRole('switch', { name }).getAttribute('aria-checked');

describe('EmailPreferencesSection', () => {
  it('says it is loading, then shows each switch as saved, described by what it does', async () => {
    mount(() => ({ body: saved }));
    expect(screen.getByRole('status').textContent).toBe('Loading your e-mail preferences…');
    const followers = await screen.findByRole('switch', { name: 'New followers' });
    expect(followers.getAttribute('aria-checked')).toBe('true');
    expect(checked('Answers to my invitations')).toBe('false');
    const description = document.getElementById(followers.getAttribute('aria-describedby')!);
    expect(description?.textContent).toBe('When someone starts following your space.');
  });

  it('has a switch for the daily digest of news from people followed', async () => {
    mount(() => ({ body: { ...saved, followedNews: false } }));
    const news = await screen.findByRole('switch', { name: 'News from people I follow' });
    expect(news.getAttribute('aria-checked')).toBe('false');
    const description = document.getElementById(news.getAttribute('aria-describedby')!);
    expect(description?.textContent).toMatch(/daily digest/);
  });

  it('shows a member only the switches it is given, and keeps the others as saved', async () => {
    const requests = stubApi((method) => ({
      body: method === 'PUT' ? { ...saved, followedNews: false } : saved,
    }));
    render(<EmailPreferencesSection kinds={['followedNews']} />, {
      wrapper: hookProviders().wrapper,
    });
    fireEvent.click(await screen.findByRole('switch', { name: 'News from people I follow' }));
    expect(screen.getAllByRole('switch')).toHaveLength(1);
    await waitFor(() =>
      expect(requests.at(-1)).toEqual({
        method: 'PUT',
        path: '/api/account/email-preferences',
        body: { ...saved, followedNews: false },
      }),
    );
  });

  it('turns the digest back on, saving every switch, and says so in plain words', async () => {
    const off = { ...saved, followedNews: false };
    const requests = mount((method) => ({ body: method === 'PUT' ? saved : off }));
    fireEvent.click(await screen.findByRole('switch', { name: 'News from people I follow' }));
    await waitFor(() => expect(checked('News from people I follow')).toBe('true'));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'E-mails about news from people I follow turned on',
        { id: 'email-preferences' },
      ),
    );
    expect(requests.at(-1)).toEqual({
      method: 'PUT',
      path: '/api/account/email-preferences',
      body: saved,
    });
  });

  it('saves all four switches when one changes, and confirms it', async () => {
    const requests = mount((method) => ({
      body: method === 'PUT' ? { ...saved, newFollowers: false } : saved,
    }));
    fireEvent.click(await screen.findByRole('switch', { name: 'New followers' }));
    // Shown at once (the PUT's answer is not written back).
    await waitFor(() => expect(checked('New followers')).toBe('false'));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('E-mails about new followers turned off', {
        id: 'email-preferences',
      }),
    );
    expect(requests.at(-1)).toEqual({
      method: 'PUT',
      path: '/api/account/email-preferences',
      body: { ...saved, newFollowers: false },
    });
  });

  it('puts a switch back and says why when saving fails', async () => {
    mount((method) =>
      method === 'PUT'
        ? { status: 500, body: { message: 'Could not save your settings', code: 'ERROR' } }
        : { body: saved },
    );
    fireEvent.click(await screen.findByRole('switch', { name: 'Answers to my invitations' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Could not save your settings', {
        id: 'email-preferences',
      }),
    );
    await waitFor(() => expect(checked('Answers to my invitations')).toBe('false'));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('says when the preferences cannot be loaded, and Try again loads them', async () => {
    let fail = true;
    mount(() =>
      fail ? { status: 500, body: { message: 'Down', code: 'ERROR' } } : { body: saved },
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to load your e-mail preferences.',
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'Co-host invitations' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
