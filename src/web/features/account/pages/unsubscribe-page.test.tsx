// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  UNSUBSCRIBE_LINK_BROKEN_MESSAGE,
  UNSUBSCRIBED_MESSAGE,
} from '@shared/account/unsubscribe-messages';
import { hookProviders, stubApi, type Answer } from '@web/test/hook-providers';
import UnsubscribePage from './unsubscribe-page';

const USER = '7a3c2b1d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const TOKEN = 'c2lnbmVkLWJ5LWtpbmRyZWQ';
const ADDRESS = `/unsubscribe/${USER}/${TOKEN}`;

function mount(answer: () => Answer) {
  const requests = stubApi(() => answer());
  render(<UnsubscribePage />, {
    wrapper: hookProviders(ADDRESS, '/unsubscribe/:userId/:token').wrapper,
  });
  return requests;
}

describe('the unsubscribe page', () => {
  it('changes nothing by being opened: it asks first', () => {
    const requests = mount(() => ({ body: { message: UNSUBSCRIBED_MESSAGE } }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Unsubscribe from news e-mails',
    );
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
    expect(requests).toEqual([]);
    expect(screen.getByRole('link', { name: 'settings' }).getAttribute('href')).toBe('/settings');
  });

  it('keeps the focus on the button while it sends, and sends once however often it is pressed', async () => {
    let answer!: (a: Answer) => void;
    const requests = stubApi(() => new Promise<Answer>((resolve) => (answer = resolve)));
    render(<UnsubscribePage />, {
      wrapper: hookProviders(ADDRESS, '/unsubscribe/:userId/:token').wrapper,
    });
    const button = screen.getByRole('button', { name: 'Unsubscribe' });
    button.focus();
    fireEvent.click(button);
    const sending = await screen.findByRole('button', { name: 'Unsubscribing…' });
    fireEvent.click(sending);
    expect(document.activeElement).toBe(sending);
    expect(sending.getAttribute('aria-disabled')).toBe('true');
    answer({ body: { message: UNSUBSCRIBED_MESSAGE } });
    await screen.findByRole('status');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('unsubscribes with the one-click POST to its own address, and says it is done', async () => {
    const requests = mount(() => ({ body: { message: UNSUBSCRIBED_MESSAGE } }));
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('status')).textContent).toBe(UNSUBSCRIBED_MESSAGE);
    expect(requests).toEqual([{ method: 'POST', path: ADDRESS, body: undefined }]);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('says a wrong link does not work, naming nobody, and lets the person try again', async () => {
    const requests = mount(() => ({
      status: 404,
      body: { message: 'Not found', code: 'NOT_FOUND' },
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe(UNSUBSCRIBE_LINK_BROKEN_MESSAGE);
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await screen.findByRole('alert');
    expect(requests).toHaveLength(2);
  });
});
