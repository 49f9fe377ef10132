import { SIGNED_OUT_VIEWER, type Viewer } from '@shared/profile-schemas';

/** What `/api/me` answers a visitor: no account, no roles. */
export const visitorViewer: Viewer = SIGNED_OUT_VIEWER;

/** Maya Rivers signed in: a member with no space, her e-mail confirmed unless said. */
export function mayaViewer({ emailVerified = true } = {}): Viewer {
  return {
    ...visitorViewer,
    user: { id: 'u1', email: 'maya@example.com', emailVerified },
    profile: {
      id: 'u1',
      firstName: 'Maya',
      lastName: 'Rivers',
      email: 'maya@example.com',
      avatarUrl: null,
      bio: '',
      displayName: null,
      handle: null,
    },
  };
}
