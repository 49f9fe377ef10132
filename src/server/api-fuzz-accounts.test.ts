import { describeFuzz } from './test/fuzz-app';
import { hostileText, posts } from './test/fuzz-cases';

/** Sign-up, sign-in and passwords, the account, the profile, and the public forms. */
describeFuzz('the account routes', (w) => [
  ...posts(
    'nobody',
    {
      '/api/auth/sign-up/email': {
        name: 'A B',
        email: 'new@example.com',
        password: 'a calm river at dawn',
      },
      '/api/auth/sign-in/email': { email: 'fuzz-host@example.com', password: 'wrong password' },
    },
    { hashes: true },
  ),
  ...posts('nobody', {
    '/api/auth/sign-out': {},
    '/api/auth/request-password-reset': {
      email: 'nobody@example.com',
      redirectTo: '/reset-password',
    },
    '/api/auth/send-verification-email': { email: 'nobody@example.com', callbackURL: '/' },
    '/api/auth/reset-password': { token: 'abc', newPassword: 'a calm river at dawn' },
  }),
  // A wrong password throughout: the throwaway account keeps its password and address, and stays.
  ...posts(
    'throwaway',
    {
      '/api/auth/change-password': {
        currentPassword: 'wrong',
        newPassword: 'a calm river at dusk',
      },
      '/api/account/change-email': {
        newEmail: 'fuzz-moved@example.com',
        password: 'wrong password',
      },
      '/api/account/delete': { password: 'wrong password', confirmation: 'DELETE' },
    },
    { hashes: true },
  ),
  {
    method: 'PUT',
    url: '/api/account/email-preferences',
    body: {
      cohostInvitations: true,
      invitationAnswers: false,
      newFollowers: true,
      followedNews: true,
    },
    as: 'throwaway',
  },
  // One-click unsubscribe takes no session: a made-up account or token changes nothing.
  {
    method: 'POST',
    url: '/unsubscribe/:id/not-a-token',
    params: hostileText.map(encodeURIComponent),
    as: 'nobody',
  },
  {
    method: 'POST',
    url: '/unsubscribe/00000000-0000-4000-8000-000000000000/:id',
    params: hostileText.map(encodeURIComponent),
    as: 'nobody',
  },
  { method: 'GET', url: '/api/auth/verify-email', query: ['token', 'callbackURL'], as: 'nobody' },
  {
    method: 'GET',
    url: '/api/auth/reset-password/:id',
    params: hostileText.map(encodeURIComponent),
    query: ['callbackURL'],
    as: 'nobody',
  },
  {
    method: 'POST',
    url: '/api/account/sign-up',
    body: {
      name: 'A B',
      email: 'new2@example.com',
      password: 'a calm river at dawn',
      space: w.space,
    },
    as: 'nobody',
  },
  // The same sign-up as a form carrying the space's image.
  { method: 'POST', url: '/api/account/sign-up', multipart: true, as: 'nobody' },
  {
    method: 'PATCH',
    url: '/api/profile',
    body: { firstName: 'Fuzz', lastName: 'Host', bio: '' },
    as: 'host',
  },
  { method: 'POST', url: '/api/profile/avatar', multipart: true, as: 'host' },
  { method: 'DELETE', url: '/api/profile/avatar', as: 'host' },
  { method: 'POST', url: '/api/onboarding/complete', as: 'throwaway' },
  { method: 'POST', url: '/api/onboarding/skip', as: 'throwaway' },
  ...posts('nobody', {
    '/api/contact': {
      name: 'A',
      email: 'a@example.com',
      topic: 'General question',
      message: 'Hello there, friends',
    },
    '/api/client-errors': { message: 'x', path: '/' },
  }),
]);
