import type { FastifyInstance } from 'fastify';
import { beforeAll, expect } from 'vitest';
import { callApi, signUp, type TestApp } from './test-app';

/** Saves the signed-in person's own space, as the space form does; answers with the saved space. */
export async function saveSpace(
  app: FastifyInstance,
  cookie: string,
  space: { displayName: string; handle: string; description?: string; roles?: string[] },
) {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/facilitator-space',
    headers: { cookie },
    payload: space,
  });
  if (response.statusCode !== 200)
    throw new Error(`saving the space failed: ${response.statusCode} ${response.body}`);
  return response.json() as { id: string; handle: string };
}

/** Someone new, signed in, with a space of their own: a host as the co-host tests need one. */
export async function signUpWithSpace(
  t: TestApp,
  person: { name: string; email: string; handle: string },
) {
  const account = await signUp(t, { name: person.name, email: person.email });
  const space = await saveSpace(t.app, account.cookie, {
    displayName: person.name,
    handle: person.handle,
  });
  return { ...account, spaceId: space.id, handle: person.handle };
}

/** Someone signed in with a space of their own, as `signUpWithSpace` answers them. */
export type HostWithSpace = Awaited<ReturnType<typeof signUpWithSpace>>;

/** `cohost`'s space co-hosts the event: invited by its host, who signed in with `hostCookie`, and accepted. */
export async function addCohost(
  t: TestApp,
  eventId: string,
  hostCookie: string,
  cohost: HostWithSpace,
) {
  const invited = await callApi(t, 'POST', `/api/events/${eventId}/cohosts`, hostCookie, {
    spaceId: cohost.spaceId,
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const accepted = await callApi(
    t,
    'POST',
    `/api/cohost-invitations/${invited.json().id}/accept`,
    cohost.cookie,
  );
  expect(accepted.statusCode, accepted.body).toBe(200);
}

const SPACE_HOSTS = {
  maya: { name: 'Maya Rivers', email: 'maya@example.com', handle: 'maya-rivers' },
  theo: { name: 'Theo Okafor', email: 'theo@example.com', handle: 'theo-sound' },
  rosa: { name: 'Rosa Lind', email: 'rosa@example.com', handle: 'rosa-lind' },
};

/**
 * The hosts the co-host tests invite one another as, signed up with their spaces in this order
 * before the first test of the describe block this is called in. Answers them at once, each an
 * object their account is put into then.
 */
export function useSpaceHosts<const Names extends ReadonlyArray<keyof typeof SPACE_HOSTS>>(
  t: TestApp,
  ...names: Names
): Record<Names[number], HostWithSpace> {
  const hosts = Object.fromEntries(names.map((name) => [name, {} as HostWithSpace]));
  beforeAll(async () => {
    for (const name of names)
      Object.assign(hosts[name]!, await signUpWithSpace(t, SPACE_HOSTS[name]));
  });
  return hosts as Record<Names[number], HostWithSpace>;
}
