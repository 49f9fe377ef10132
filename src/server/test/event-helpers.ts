import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { EventInput } from '../../shared/events/event-schemas';
import { profiles } from '../db/schema/profiles';
import { pngFile, uploadFile } from './multipart';
import { signUp, type TestApp } from './test-app';

export async function signUpHost(
  t: Pick<TestApp, 'app' | 'db' | 'mails' | 'runJobs'>,
  name: string,
  email: string,
) {
  const account = await signUp(t, { name, email });
  await t.db.update(profiles).set({ isHost: true }).where(eq(profiles.id, account.userId));
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

/** Uploads a plain PNG of this size as an event cover; answers with the stored URLs. */
export async function uploadEventCover(
  app: FastifyInstance,
  cookie: string,
  size = { width: 800, height: 600 },
) {
  const cover = await pngFile('cover.png', size, '#2D4A22');
  const response = await uploadFile(app, '/api/event-images', cover, cookie);
  if (response.statusCode !== 201)
    throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json() as { imageUrl: string; originalImageUrl: string };
}
