import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { EventInput } from '../../../shared/events/event-schemas';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema/profiles';
import { signUp } from '../../test/test-app';

export async function signUpHost(app: FastifyInstance, db: Database, name: string, email: string) {
  const account = await signUp(app, { name, email });
  await db.update(profiles).set({ isHost: true }).where(eq(profiles.id, account.userId));
  return account;
}

export function eventInput(overrides: Partial<EventInput> = {}): EventInput {
  return {
    isExternal: false,
    title: 'Full Moon Cacao Ceremony',
    subtitle: 'An evening of heart-opening cacao',
    description: 'Bring a blanket.\nWe begin at sunset.',
    startDate: '2099-06-20',
    startTime: '19:00',
    endDate: '2099-06-20',
    endTime: '22:00',
    locationType: 'physical',
    venue: 'The Round House',
    city: 'Bristol',
    country: 'United Kingdom',
    postcode: 'BS1 4QA',
    latitude: 51.45,
    longitude: -2.59,
    price: 25,
    capacity: 40,
    ...overrides,
  };
}

export async function createEventAs(
  app: FastifyInstance,
  cookie: string,
  overrides: Partial<EventInput> = {},
  publish = true,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/events',
    headers: { cookie },
    payload: { event: eventInput(overrides), publish },
  });
  if (response.statusCode !== 201)
    throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json() as { id: string; path: string; title: string };
}
