import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noContentSchema } from '../../../shared/common-schemas';
import {
  calendarFileSchema,
  catalogueSchema,
  coverUploadSchema,
  eventDetailSchema,
  eventIdParamsSchema,
  eventListQuerySchema,
  eventListSchema,
  saveEventSchema,
  startSeriesSchema,
  searchQuerySchema,
  searchResultSchema,
  hostEventsSchema,
  upcomingCategoriesSchema,
} from '../../../shared/events/event-schemas';
import { londonDate } from '../../../shared/events/london-dates';
import { eventSlug } from '../../../shared/events/event-slug';
import type { Database } from '../../db/client';
import { PRIVATE_NO_STORE } from '../../lib/private-answers';
import type { FileStorage } from '../../lib/file-storage';
import { fileFingerprint, idempotencyClaim, sendAnswer } from '../../lib/idempotency';
import { readImageUpload } from '../../lib/image-upload';
import type { MicroCache } from '../../lib/micro-cache';
import {
  sendRevalidated,
  validated,
  validatedJson,
  type Validated,
} from '../../lib/revalidated-reply';
import { requireHost, requireUser } from '../../lib/viewer';
import { hasSessionCookie } from '../../lib/session-cookie';
import { eventCalendarFile } from './event-calendar';
import { uploadCover } from './event-covers.service';
import { registerEventCancellation } from './event-cancellation.routes';
import type { EventGuests } from './event-guests';
import {
  createEventOnce,
  editEvent,
  getEventForViewer,
  getEventForVisitor,
  makeRepeat,
  removeEvent,
  setPublished,
  type CohostCheck,
  type EventTicketing,
} from './events.service';
import {
  getCatalogue,
  hostEvents,
  listEvents,
  searchEvents,
  upcomingCategoriesOnOffer,
} from './event-lists.service';

/** What signed-in people get, and what a failed public request says: keep nothing. */
/** Marks JSON that is already a string (a shared answer), so Fastify sends it as it is. */
function asJson(reply: FastifyReply) {
  return reply.type('application/json; charset=utf-8');
}

export type EventRouteDeps = {
  db: Database;
  storage: FileStorage;
  publicUrl: string;
  publicCache: MicroCache;
  isCohost: CohostCheck;
  ticketing: EventTicketing;
  /** The guests of an event's bookings (the tickets feature): told of changes, cancelled. */
  guests: EventGuests;
};

/**
 * Anonymous requests share a few seconds of one answer (ADR 7), which browsers and CDNs may keep
 * only to revalidate it (ADR 15); anyone signed in gets a fresh, private one.
 */
async function publicJson(
  cache: MicroCache,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  load: () => Promise<unknown>,
) {
  reply.header('cache-control', PRIVATE_NO_STORE);
  if (hasSessionCookie(request.headers)) return asJson(reply).send(JSON.stringify(await load()));
  const answer = await cache.getOrLoad<Validated>(key, async () => validatedJson(await load()));
  return sendRevalidated(request, asJson(reply), answer, 'public');
}

export function registerEventRoutes(app: FastifyInstance, deps: EventRouteDeps) {
  registerEventReads(app, deps);
  registerEventWrites(app, deps);
  registerEventCancellation(app, deps);
}

/** The public lists, search, an event, its calendar file, and a host's own list. */
function registerEventReads(app: FastifyInstance, deps: EventRouteDeps) {
  const { db, isCohost } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/events',
    { schema: { querystring: eventListQuerySchema, response: { 200: eventListSchema } } },
    async (request, reply) => {
      const q = request.query;
      const key = `list:${londonDate()}:${q.date}:${q.categories.join(',')}:${q.facts.join(',')}:${q.cursor ?? ''}:${q.limit}`;
      return publicJson(deps.publicCache, request, reply, key, () => listEvents(db, q));
    },
  );

  r.get(
    '/api/events/search',
    { schema: { querystring: searchQuerySchema, response: { 200: searchResultSchema } } },
    async (request, reply) => {
      const term = request.query.q;
      return publicJson(
        deps.publicCache,
        request,
        reply,
        `search:${londonDate()}:${term}`,
        async () => ({
          events: await searchEvents(db, term),
        }),
      );
    },
  );

  r.get(
    '/api/event-categories/upcoming',
    { schema: { response: { 200: upcomingCategoriesSchema } } },
    async (request, reply) => {
      return publicJson(deps.publicCache, request, reply, `categories:${londonDate()}`, () =>
        upcomingCategoriesOnOffer(db),
      );
    },
  );

  // The same for everyone; super admins change it (the catalogues feature clears the cache), so
  // a browser keeps it only to revalidate (ADR 15) and sees a change on its next load.
  r.get(
    '/api/event-catalogue',
    { schema: { response: { 200: catalogueSchema } } },
    async (request, reply) => {
      const answer = await deps.publicCache.getOrLoad<Validated>('catalogue', async () =>
        validatedJson(await getCatalogue(db)),
      );
      return sendRevalidated(request, asJson(reply), answer, 'public');
    },
  );

  r.get(
    '/api/events/:id',
    { schema: { params: eventIdParamsSchema, response: { 200: eventDetailSchema } } },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_NO_STORE);
      const viewer = await request.viewer();
      if (viewer) return getEventForViewer(db, isCohost, viewer, request.params.id);
      // What a visitor sees does not depend on who they are, so a burst of them shares it.
      const id = request.params.id;
      const answer = await deps.publicCache.getOrLoad<Validated>(`event:${id}`, async () =>
        validatedJson(await getEventForVisitor(db, isCohost, id)),
      );
      return sendRevalidated(request, asJson(reply), answer, 'public');
    },
  );

  r.get(
    '/api/events/:id/calendar.ics',
    {
      schema: {
        params: eventIdParamsSchema,
        response: {
          200: calendarFileSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_NO_STORE);
      const event = await getEventForViewer(
        db,
        isCohost,
        await request.viewer(),
        request.params.id,
      );
      const name = eventSlug(event.title, '').replace(/-$/, '') || 'event';
      reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}.ics"`);
      // Private: a signed-in person's file may carry the online link.
      return sendRevalidated(
        request,
        reply,
        validated(eventCalendarFile(event, deps.publicUrl)),
        'private',
      );
    },
  );

  r.get(
    '/api/host/events',
    { schema: { response: { 200: hostEventsSchema } } },
    async (request, reply) => {
      const viewer = await requireHost(request);
      reply.header('cache-control', PRIVATE_NO_STORE);
      return { events: await hostEvents(db, viewer) };
    },
  );
}

/** A host's writes: create, edit, publish, delete an event, and upload its cover. */
function registerEventWrites(app: FastifyInstance, deps: EventRouteDeps) {
  const { db, storage, isCohost, ticketing } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const changed = () => deps.publicCache.clear();
  const coverFiles = (request: FastifyRequest) => ({
    storage,
    warn: (err: unknown) => request.log.warn({ err }, 'could not remove an unused event cover'),
  });

  r.post(
    '/api/events',
    { schema: { body: saveEventSchema, response: { 201: eventDetailSchema } } },
    async (request, reply) => {
      const viewer = await requireHost(request);
      const claim = idempotencyClaim(request, viewer.userId, request.body);
      const answer = await createEventOnce(db, storage, viewer, request.body, claim, ticketing);
      changed();
      return sendAnswer(reply, answer);
    },
  );

  r.put(
    '/api/events/:id',
    {
      schema: {
        params: eventIdParamsSchema,
        body: saveEventSchema,
        response: { 200: eventDetailSchema },
      },
    },
    async (request) => {
      // Only a host writes an event's content (its owner or an accepted co-host); someone who
      // is no longer one may still unpublish or delete what they made.
      const viewer = await requireHost(request);
      const event = await editEvent(
        db,
        coverFiles(request),
        isCohost,
        viewer,
        request.params.id,
        request.body,
        ticketing,
        deps.guests,
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
      { schema: { params: eventIdParamsSchema, response: { 200: eventDetailSchema } } },
      async (request) => {
        const viewer = await (published ? requireHost(request) : requireUser(request));
        const event = await setPublished(db, isCohost, viewer, request.params.id, published);
        changed();
        return event;
      },
    );
  }

  r.post(
    '/api/events/:id/series',
    {
      schema: {
        params: eventIdParamsSchema,
        body: startSeriesSchema,
        response: { 200: eventDetailSchema },
      },
    },
    async (request) => {
      const viewer = await requireHost(request);
      const event = await makeRepeat(
        db,
        isCohost,
        viewer,
        request.params.id,
        request.body.rule,
        ticketing.copy,
      );
      changed();
      return event;
    },
  );

  r.delete(
    '/api/events/:id',
    {
      schema: {
        params: eventIdParamsSchema,
        response: { 204: noContentSchema('The event is deleted') },
      },
    },
    async (request, reply) => {
      const viewer = await requireUser(request);
      await removeEvent(db, coverFiles(request), isCohost, viewer, request.params.id, deps.guests);
      changed();
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/event-images',
    {
      schema: {
        response: { 201: coverUploadSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireHost(request);
      const upload = await readImageUpload(request);
      const claim = idempotencyClaim(request, viewer.userId, fileFingerprint(upload));
      return sendAnswer(reply, await uploadCover(db, storage, viewer.userId, upload, claim));
    },
  );
}
