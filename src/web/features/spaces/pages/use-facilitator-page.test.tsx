// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicSpace } from '@shared/spaces/space-schemas';
import { toast } from '@web/lib/toast';
import { hookProviders, stubApi, type Answer } from '@web/test/hook-providers';
import { publicSpaceQuery } from '../api/spaces';
import { rememberFollow } from '../pending-follow';
import { shareSpace, useSpaceFollow } from './use-facilitator-page';

vi.mock('@web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const maya: PublicSpace = {
  id: 'space-maya',
  userId: 'user-maya',
  displayName: 'Maya Rivers',
  handle: 'maya',
  description: '',
  avatarUrl: null,
  lightColor: '#f5f0e6',
  darkColor: '#2f4a3a',
  roles: [],
  services: {},
  roleSpecificData: {},
  venueImages: [],
  socialLinks: {},
  stats: { followers: 4, hostedEvents: 2, attendees: 30, testimonials: 0 },
  isOwner: false,
  isFollowing: false,
  canFollow: true,
  upcomingEvents: [],
  calendarFeed: 'http://localhost:3000/@maya/calendar.ics',
};

describe('useSpaceFollow (the space page’s Follow)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.clearAllMocks();
  });

  function setUp(
    follow: () => Answer = () => ({ body: { following: true, followers: 5 } }),
    button?: HTMLButtonElement,
  ) {
    const requests = stubApi((method, path) =>
      path === '/api/facilitators/%40maya/follow'
        ? follow()
        : { status: 404, body: { message: `No ${method} ${path}` } },
    );
    const { client, wrapper } = hookProviders('/@maya');
    client.setQueryData(publicSpaceQuery('@maya').queryKey, maya);
    // The page hands the space as its cache holds it, as FacilitatorPage does.
    const space = () => client.getQueryData<PublicSpace>(publicSpaceQuery('@maya').queryKey)!;
    const hook = renderHook(
      () => {
        const state = useSpaceFollow('@maya', space());
        // Where FollowButton puts its button, before the effects run.
        state.followButton.current ??= button ?? null;
        return state;
      },
      { wrapper },
    );
    return { hook, requests, space };
  }

  it('follows and says so, and the page shows the new count', async () => {
    const { hook, space } = setUp();
    await act(() => hook.result.current.setFollowing(true));
    expect(hook.result.current.follow.isFollowing).toBe(true);
    expect(toast.success).toHaveBeenCalledWith('Following successfully');
    expect(space().stats.followers).toBe(5);
  });

  it('says when the follow could not be saved, and shows it as it was', async () => {
    const { hook } = setUp(() => ({ status: 500, body: { message: 'Down' } }));
    await act(() => hook.result.current.setFollowing(true));
    expect(toast.error).toHaveBeenCalledWith('Failed to update follow status');
    await waitFor(() => expect(hook.result.current.follow.isFollowing).toBe(false));
  });

  it('does the follow a visitor asked for before logging in, once, with the focus on Follow', async () => {
    rememberFollow({ spaceId: maya.id, name: maya.displayName, path: '/@maya' });
    const button = document.body.appendChild(document.createElement('button'));
    const { hook, requests } = setUp(undefined, button);
    expect(document.activeElement).toBe(button);
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Following successfully'));
    expect(hook.result.current.follow.isFollowing).toBe(true);
    expect(localStorage.length).toBe(0);
    hook.rerender();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});

describe('shareSpace', () => {
  afterEach(() => {
    vi.clearAllMocks();
  });

  it('copies the profile address when the browser cannot share', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    await shareSpace(maya);
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/@maya`);
    expect(toast.success).toHaveBeenCalledWith('Profile URL copied to clipboard!');
  });

  it('uses the browser’s own sheet where there is one, and says nothing when it is closed', async () => {
    const share = vi.fn(async () => {
      throw Object.assign(new Error('closed'), { name: 'AbortError' });
    });
    vi.stubGlobal('navigator', { ...navigator, share });
    await shareSpace({ ...maya, handle: null });
    expect(share).toHaveBeenCalledWith({
      title: 'Maya Rivers',
      text: "Check out Maya Rivers's profile on Kindred",
      url: `${window.location.origin}/facilitator/space-maya`,
    });
    expect(toast.success).not.toHaveBeenCalled();
  });
});
