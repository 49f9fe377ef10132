// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CollaborationEvent, MyCollaborations } from '@shared/cohosts/cohost-schemas';
import { hookProviders, stubApi, type Answer } from '@web/test/hook-providers';
import { CollaborationLists } from './collaboration-lists';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@web/lib/toast', () => ({ toast: toasts }));

const event = (title: string, changes: Partial<CollaborationEvent> = {}): CollaborationEvent => ({
  id: `ev-${title.length}`,
  title,
  path: `/events/ev-${title.length}/x`,
  startDate: '2099-06-20',
  startTime: '19:00',
  endDate: '2099-06-20',
  endTime: '21:00',
  isDraft: false,
  isExternal: false,
  ...changes,
});

const lists: MyCollaborations = {
  received: [
    {
      id: 'inv-1',
      event: event('Cacao circle', { isDraft: true }),
      inviterName: 'Sam Moss',
      role: 'cohost',
      createdAt: '2099-01-01T10:00:00.000Z',
    },
  ],
  sent: [
    {
      id: 'inv-2',
      eventId: 'ev-9',
      spaceId: 'sp-1',
      displayName: 'Ada Lee',
      handle: 'ada',
      avatarUrl: null,
      role: 'cohost',
      status: 'pending',
      createdAt: '2099-01-01T10:00:00.000Z',
      answeredAt: null,
      event: event('Sound bath'),
    },
  ],
  cohosted: [{ collaborationId: 'c-1', event: event('Ecstatic dance'), ownerName: 'Kit Hart' }],
};

function mount(value: MyCollaborations = lists, answer: () => Answer = () => ({ body: {} })) {
  const requests = stubApi(answer);
  render(<CollaborationLists {...value} />, { wrapper: hookProviders().wrapper });
  return () => requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`);
}

describe('CollaborationLists (the dashboard’s collaborations)', () => {
  it('says so when each list is empty', () => {
    mount({ received: [], sent: [], cohosted: [] });
    expect(screen.getByText('No invitations are waiting for your answer.')).toBeTruthy();
    expect(screen.getByText("You haven't invited anyone to co-host yet.")).toBeTruthy();
    expect(screen.getByText("You don't co-host any events yet.")).toBeTruthy();
  });

  it("shows someone else's draft without a link until the invitation is accepted", () => {
    mount();
    const received = screen.getByRole('region', { name: 'Invitations received' });
    expect(within(received).queryByRole('link')).toBeNull();
    expect(within(received).getByText('Draft')).toBeTruthy();
    expect(within(received).getByText('Sam Moss invited you to co-host this event.')).toBeTruthy();
  });

  it('accepts an invitation and says so', async () => {
    const changes = mount();
    fireEvent.click(
      screen.getByRole('button', { name: 'Accept the invitation to co-host Cacao circle' }),
    );
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Invitation accepted'));
    expect(changes()).toEqual(['POST /api/cohost-invitations/inv-1/accept']);
  });

  it('withdraws a sent invitation once confirmed, and says why when it cannot', async () => {
    const changes = mount(lists, () => ({
      status: 409,
      body: { code: 'CONFLICT', message: 'Ada has already answered' },
    }));
    fireEvent.click(
      screen.getByRole('button', { name: 'Withdraw the invitation to Ada Lee for Sound bath' }),
    );
    expect(changes()).toEqual([]);
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw this invitation?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw invitation' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Ada has already answered'));
    expect(changes()).toEqual(['DELETE /api/events/ev-9/cohosts/inv-2']);
  });

  it('opens a co-hosted event’s edit form', () => {
    mount();
    const edit = screen.getByRole('link', { name: 'Edit Ecstatic dance' });
    expect(edit.getAttribute('href')).toBe('/edit-hosted-event/ev-14');
    expect(screen.getByText('Hosted with Kit Hart')).toBeTruthy();
  });
});
