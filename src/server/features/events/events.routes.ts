import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  catalogueSchema,
  eventCardSchema,
  eventDetailSchema,
  eventListQuerySchema,
  eventListSchema,
  saveEventSchema,
  searchQuerySchema,
  searchResultSchema,
  categorySchema,
} from '../../../shared/events/event-schemas';
import { londonDate } from '../../../shared/events/london-dates';
import { eventSlug } from '../../../shared/events/event-slug';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../lib/file-storage';
import { readImageUpload } from '../../lib/image-upload';
import { reencodeImage } from '../../lib/images';
import type { MicroCache } from '../../lib/micro-cache';
import { requireHost, requireUser } from '../auth/viewer';
import { eventCalendarFile } from './event-calendar';
import { hostImageFolder, IMAGE_WIDTHS } from './event-images';
import { allCategories, allTags, upcomingCategories } from './events.repository';
import {
  createEvent,
  editEvent,
  getEventForViewer,
  hostEvents,
  listEvents,
  removeEvent,
  searchEvents,
  setPublished,
} from './events.service';

const idParams = z.object({ id: z.string().uuid('Event not found') });
const PUBLIC_CACHE = 'public, max-age=15, stale-while-revalidate=60';

/** Sends JSON that is already a string (a shared answer) as it is, without re-serialising. */
function sendSerialised(reply: FastifyReply, body: string) {
  return reply.type('application/json; charset=utf-8').send(body);
}

export function registerEventRoutes(
  app: FastifyInstance,
  deps: { db: Database; storage: FileStorage; publicUrl: string; publicCache: MicroCache },
) {
  const { db, storage } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const cache = deps.publicCache;

  /** Anonymous requests share a short-lived answer; anyone signed in gets a fresh, private one. */
  async function publicJson(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    load: () => Promise<unknown>,
  ) {
    if (request.headers.cookie?.includes('session_token')) {
      reply.header('cache-control', 'private, no-store');
      return sendSerialised(reply, JSON.stringify(await load()));
    }
    const body = await cache.getOrLoad(key, async () => JSON.stringify(await load()));
    return sendSerialised(reply.header('cache-control', PUBLIC_CACHE), body);
  }
  const changed = () => cache.clear();
  const coverFiles = (request: FastifyRequest) => ({
    storage,
    warn: (err: unknown) => request.log.warn({ err }, 'could not remove an unused event cover'),
  });

  r.get(
    '/api/events',
    { schema: { querystring: eventListQuerySchema, response: { 200: eventListSchema } } },
    async (request, reply) => {
      const q = request.query;
      const key = `list:${londonDate()}:${q.date}:${q.categories.join(',')}:${q.cursor ?? ''}:${q.limit}`;
      return publicJson(request, reply, key, () => listEvents(db, q));
    },
  );

  r.get(
    '/api/events/search',
    { schema: { querystring: searchQuerySchema, response: { 200: searchResultSchema } } },
    async (request, reply) => {
      const term = request.query.q.toLowerCase();
      return publicJson(request, reply, `search:${londonDate()}:${term}`, async () => ({
        events: await searchEvents(db, term),
      }));
    },
  );

  r.get(
    '/api/event-categories/upcoming',
    { schema: { response: { 200: z.object({ categories: z.array(categorySchema) }) } } },
    async (request, reply) => {
      // Spec 01 §9: at most 6 unique categories are offered.
      return publicJson(request, reply, `categories:${londonDate()}`, async () => ({
        categories: await upcomingCategories(db, londonDate(), 6),
      }));
    },
  );

  r.get(
    '/api/event-catalogue',
    { schema: { response: { 200: catalogueSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      const [categories, tags] = await Promise.all([allCategories(db), allTags(db)]);
      return { categories, tags };
    },
  );

  r.get(
    '/api/events/:id',
    { schema: { params: idParams, response: { 200: eventDetailSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const viewer = await request.viewer();
      if (viewer) return getEventForViewer(db, viewer, request.params.id);
      // What a visitor sees does not depend on who they are, so a burst of them shares it.
      const id = request.params.id;
      const body = await cache.getOrLoad(`event:${id}`, async () =>
        JSON.stringify(await getEventForViewer(db, null, id)),
      );
      return sendSerialised(reply, body);
    },
  );

  r.get(
    '/api/events/:id/calendar.ics',
    { schema: { params: idParams } },
    async (request, reply) => {
      const event = await getEventForViewer(db, await request.viewer(), request.params.id);
      const name = eventSlug(event.title, '').replace(/-$/, '') || 'event';
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}.ics"`)
        .header('cache-control', 'private, max-age=60')
        .send(eventCalendarFile(event, deps.publicUrl));
    },
  );

  r.get(
    '/api/host/events',
    { schema: { response: { 200: z.object({ events: z.array(eventCardSchema) }) } } },
    async (request, reply) => {
      const viewer = await requireHost(request);
      reply.header('cache-control', 'private, no-store');
      return { events: await hostEvents(db, viewer) };
    },
  );

  r.post(
    '/api/events',
    { schema: { body: saveEventSchema, response: { 201: eventDetailSchema } } },
    async (request, reply) => {
      const viewer = await requireHost(request);
      const event = await createEvent(
        db,
        storage,
        viewer,
        request.body.event,
        request.body.publish,
      );
      changed();
      return reply.status(201).send(event);
    },
  );

  r.put(
    '/api/events/:id',
    { schema: { params: idParams, body: saveEventSchema, response: { 200: eventDetailSchema } } },
    async (request) => {
      const viewer = await requireUser(request);
      const event = await editEvent(
        db,
        coverFiles(request),
        viewer,
        request.params.id,
        request.body.event,
        request.body.publish,
      );
      changed();
      return event;
    },
  );

  for (const [action, published] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    r.post(
      `/api/events/:id/${action}`,
      { schema: { params: idParams, response: { 200: eventDetailSchema } } },
      async (request) => {
        const viewer = await requireUser(request);
        const event = await setPublished(db, viewer, request.params.id, published);
        changed();
        return event;
      },
    );
  }

  r.delete('/api/events/:id', { schema: { params: idParams } }, async (request, reply) => {
    await removeEvent(db, coverFiles(request), await requireUser(request), request.params.id);
    changed();
    return reply.status(204).send();
  });

  r.post(
    '/api/event-images',
    {
      schema: {
        response: { 201: z.object({ imageUrl: z.string(), originalImageUrl: z.string() }) },
      },
    },
    async (request, reply) => {
      const viewer = await requireHost(request);
      const upload = await readImageUpload(request);
      // One upload, three widths for srcset; the names share a stem so the page can find them.
      const stem = `${hostImageFolder(viewer.userId)}${Date.now()}-${randomBytes(6).toString('hex')}`;
      const urls: string[] = [];
      for (const width of IMAGE_WIDTHS) {
        const image = await reencodeImage(upload, {
          width,
          height: Math.round(width * 0.75),
          fit: 'inside',
        });
        urls.push(await storage.put(`${stem}-${width}.webp`, image));
      }
      return reply.status(201).send({ imageUrl: urls[1]!, originalImageUrl: urls[2]! });
    },
  );
}
