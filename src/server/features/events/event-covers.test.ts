import { beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../../test/test-app';
import { sweepUnattachedCovers, UNATTACHED_COVER_DAYS } from './event-covers.service';
import { createEventAs, eventInput, signUpHost, uploadEventCover } from '../../test/event-helpers';
import { PLACEHOLDER_EVENT_IMAGE } from '../../../shared/events/display-event';
import { useTestApp } from '../../test/fixtures';

/** The three stored widths of an uploaded cover, from the 1200-wide URL the upload answers. */
const allWidths = (cover: { imageUrl: string }) =>
  ['600', '1200', '2400'].map((w) => cover.imageUrl.replace('-1200.', `-${w}.`));

describe.each(databaseTargets)('events: cover image files (%s)', (target) => {
  const t = useTestApp(target);
  let host: string;
  let otherHost: string;
  beforeAll(async () => {
    host = (await signUpHost(t, 'Maya Rivers', 'maya@example.com')).cookie;
    otherHost = (await signUpHost(t, 'Theo Okafor', 'theo@example.com')).cookie;
  });

  const uploadCover = (cookie: string) => uploadEventCover(t.app, cookie);
  const status = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
  const save = (id: string, cookie: string, cover: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/events/${id}`,
      headers: { cookie },
      payload: { event: eventInput(cover), publish: true },
    });

  it('removes the files of a replaced cover, then of a deleted event', async () => {
    const first = await uploadCover(host);
    const event = await createEventAs(t.app, host, first);
    const second = await uploadCover(host);

    expect((await save(event.id, host, second)).statusCode).toBe(200);
    for (const url of allWidths(first)) expect(await status(url)).toBe(404);
    for (const url of allWidths(second)) expect(await status(url)).toBe(200);

    // Saving again with the same cover keeps it.
    expect((await save(event.id, host, second)).statusCode).toBe(200);
    for (const url of allWidths(second)) expect(await status(url)).toBe(200);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${event.id}`,
      headers: { cookie: host },
    });
    expect(deleted.statusCode).toBe(204);
    for (const url of allWidths(second)) expect(await status(url)).toBe(404);
  });

  it('keeps a cover another event of the host still shows', async () => {
    const cover = await uploadCover(host);
    const one = await createEventAs(t.app, host, cover);
    await createEventAs(t.app, host, cover);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${one.id}`,
      headers: { cookie: host },
    });
    for (const url of allWidths(cover)) expect(await status(url)).toBe(200);
  });

  it("refuses another host's image as a cover, and changes nothing", async () => {
    const theirs = await uploadCover(otherHost);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { cookie: host },
      payload: { event: eventInput(theirs), publish: true },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors['event.imageUrl']).toEqual(['Please upload the image again']);

    const mine = await createEventAs(t.app, host, { title: 'Keep Me' });
    expect((await save(mine.id, host, theirs)).statusCode).toBe(400);
    const after = await t.app.inject({ method: 'GET', url: `/api/events/${mine.id}` });
    expect(after.json().imageUrl).toBe(PLACEHOLDER_EVENT_IMAGE);
    for (const url of allWidths(theirs)) expect(await status(url)).toBe(200);
  });
});

describe.each(databaseTargets)('events: unsaved cover uploads (%s)', (target) => {
  const t = useTestApp(target);
  let host: string;
  beforeAll(async () => {
    host = (await signUpHost(t, 'Maya Rivers', 'maya@example.com')).cookie;
  });

  const status = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
  const create = (cover: object, publish: boolean) =>
    t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { cookie: host },
      payload: { event: eventInput(cover), publish },
    });
  const hostEventCount = async () =>
    (
      await t.app.inject({ method: 'GET', url: '/api/host/events', headers: { cookie: host } })
    ).json().events.length;

  it('are swept after a week; covers of events and drafts are kept', async () => {
    const unsaved = await uploadEventCover(t.app, host);
    const onDraft = await uploadEventCover(t.app, host);
    expect((await create(onDraft, false)).statusCode).toBe(201);
    const onEvent = await uploadEventCover(t.app, host);
    expect((await create(onEvent, true)).statusCode).toBe(201);

    // Today nothing is old enough.
    expect(await sweepUnattachedCovers(t.db, t.storage)).toBe(0);
    for (const url of allWidths(unsaved)) expect(await status(url)).toBe(200);

    const later = new Date(Date.now() + (UNATTACHED_COVER_DAYS + 1) * 24 * 60 * 60 * 1000);
    expect(await sweepUnattachedCovers(t.db, t.storage, later)).toBe(3);
    for (const url of allWidths(unsaved)) expect(await status(url)).toBe(404);
    for (const url of [...allWidths(onDraft), ...allWidths(onEvent)])
      expect(await status(url)).toBe(200);

    // Saving the swept cover after all asks for the image again, and saves nothing.
    const before = await hostEventCount();
    const refused = await create(unsaved, true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors['event.imageUrl']).toEqual(['Please upload the image again']);
    expect(await hostEventCount()).toBe(before);
  });
});
