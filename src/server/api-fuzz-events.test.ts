import fc from 'fast-check';
import { describeFuzz } from './test/fuzz-app';
import { hostileText } from './test/fuzz-cases';

/**
 * A series rule the fuzz varies field by field: as sent it makes the host's event (Saturday
 * 20 June 2099) repeat on Saturdays, three dates in all.
 */
const seriesBody = {
  rule: {
    repeat: { kind: 'weekly', every: 1, weekdays: ['SA'] },
    end: { kind: 'after', count: 3 },
    skipped: [],
    added: [],
  },
};

/** Events, their images and co-hosts, spaces, follows, notifications, and the public reads. */
describeFuzz('the event and space routes', (w) => [
  { method: 'POST', url: '/api/events', body: w.eventBody(), idempotent: true, as: 'host' },
  { method: 'PUT', url: '/api/events/:id', params: w.idParam(), body: w.eventBody(), as: 'host' },
  { method: 'POST', url: '/api/events/:id/publish', params: w.idParam(), as: 'host' },
  { method: 'POST', url: '/api/events/:id/unpublish', params: w.idParam(), as: 'host' },
  {
    method: 'POST',
    url: '/api/events/:id/cancel',
    params: w.idParam(),
    body: { message: 'Sorry' },
    as: 'host',
  },
  { method: 'POST', url: '/api/events/:id/series/end', params: w.idParam(), body: {}, as: 'host' },
  { method: 'POST', url: `/api/events/${w.eventId}/series`, body: seriesBody, as: 'host' },
  {
    method: 'DELETE',
    url: '/api/events/:id',
    params: fc.oneof(fc.uuid(), hostileText.map(encodeURIComponent)),
    as: 'host',
  },
  { method: 'POST', url: '/api/event-images', multipart: true, idempotent: true, as: 'host' },
  { method: 'POST', url: '/api/facilitators/:id/follow', params: w.idParam(), as: 'throwaway' },
  { method: 'DELETE', url: '/api/facilitators/:id/follow', params: w.idParam(), as: 'throwaway' },
  { method: 'PUT', url: '/api/facilitator-space', body: w.space, as: 'host' },
  {
    method: 'POST',
    url: '/api/events/:id/cohosts',
    params: w.idParam(),
    body: { spaceId: crypto.randomUUID() },
    as: 'host',
  },
  {
    method: 'DELETE',
    url: `/api/events/${w.eventId}/cohosts/:id`,
    params: fc.oneof(fc.uuid(), hostileText.map(encodeURIComponent)),
    as: 'host',
  },
  { method: 'POST', url: '/api/cohost-invitations/:id/accept', params: w.idParam(), as: 'host' },
  { method: 'POST', url: '/api/cohost-invitations/:id/decline', params: w.idParam(), as: 'host' },
  { method: 'POST', url: '/api/notifications/:id/read', params: w.idParam(), as: 'throwaway' },
  { method: 'POST', url: '/api/notifications/read-all', as: 'throwaway' },
  { method: 'DELETE', url: '/api/notifications/:id', params: w.idParam(), as: 'throwaway' },
  { method: 'DELETE', url: '/api/notifications', as: 'throwaway' },
  { method: 'POST', url: '/api/facilitator-space/avatar', multipart: true, as: 'host' },
  { method: 'DELETE', url: '/api/facilitator-space/avatar', as: 'host' },
  { method: 'POST', url: '/api/facilitator-space/venue-images', multipart: true, as: 'host' },
  {
    method: 'GET',
    url: '/api/events',
    query: ['date', 'categories', 'cursor', 'limit'],
    as: 'nobody',
  },
  { method: 'GET', url: '/api/events/search', query: ['q'], as: 'nobody' },
  { method: 'GET', url: '/api/events/:id', params: w.idParam(), as: 'nobody' },
  { method: 'GET', url: '/api/events/:id/calendar.ics', params: w.idParam(), as: 'nobody' },
  { method: 'GET', url: '/api/facilitators/:id', params: w.idParam(), as: 'nobody' },
  { method: 'GET', url: '/api/handles/:id', params: w.idParam(), as: 'nobody' },
  { method: 'GET', url: '/api/facilitators/search', query: ['q'], as: 'host' },
  { method: 'GET', url: '/api/notifications', query: ['limit'], as: 'throwaway' },
  { method: 'GET', url: '/api/events/:id/cohosts', params: w.idParam(), as: 'host' },
  { method: 'GET', url: '/uploads/:id', params: w.idParam(), as: 'nobody' },
  // What a host's new events start from (issue 25).
  { method: 'GET', url: '/api/host/event-defaults', as: 'host' },
  {
    method: 'PUT',
    url: '/api/host/event-defaults',
    body: { factIds: [1], whatToBring: 'Water', accessNotes: 'Lift' },
    as: 'host',
  },
  // Testimonials (issue 25): the fuzzed guest has no place, so every write is refused cleanly.
  {
    method: 'GET',
    url: '/api/spaces/:id/testimonials',
    params: w.idParam(),
    query: ['cursor'],
    as: 'nobody',
  },
  { method: 'GET', url: '/api/events/:id/testimonial', params: w.idParam(), as: 'throwaway' },
  {
    method: 'POST',
    url: '/api/events/:id/testimonials',
    params: w.idParam(),
    body: { body: 'Fuzzing' },
    as: 'throwaway',
  },
  {
    method: 'PATCH',
    url: '/api/testimonials/:id',
    params: w.idParam(),
    body: { body: 'Fuzzing' },
    as: 'throwaway',
  },
  { method: 'DELETE', url: '/api/testimonials/:id', params: w.idParam(), as: 'throwaway' },
  {
    method: 'POST',
    url: '/api/testimonials/:id/reply',
    params: w.idParam(),
    body: { body: 'Fuzzing' },
    as: 'host',
  },
]);
