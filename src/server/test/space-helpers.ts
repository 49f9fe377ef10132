import type { FastifyInstance } from 'fastify';

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
