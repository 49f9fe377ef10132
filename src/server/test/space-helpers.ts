import type { FastifyInstance } from 'fastify';
import { signUp, type TestApp } from './test-app';

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
