import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/events';
import { profiles } from '../../db/schema/profiles';
import { databaseTargets, signUp } from '../../test/test-app';
import { createEventAs, eventInput, signUpHost } from '../../test/event-helpers';
import { PLACEHOLDER_EVENT_IMAGE } from '../../../shared/events/display-event';
import { useTestApp } from '../../test/fixtures';

describe.each(databaseTargets)('events: publishing and permissions (%s)', (target) => {
  const t = useTestApp(target);
  let owner: string;
  let otherHost: string;
  let member: string;
  let admin: string;
  beforeAll(async () => {
    owner = (await signUpHost(t, 'Maya Rivers', 'maya@example.com')).cookie;
    otherHost = (await signUpHost(t, 'Theo Okafor', 'theo@example.com')).cookie;
    member = (await signUp(t, { email: 'member@example.com' })).cookie;
    const a = await signUp(t, { email: 'admin@example.com' });
    admin = a.cookie;
    await t.db.update(profiles).set({ isSuperAdmin: true }).where(eq(profiles.id, a.userId));
  });

  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload: payload as object } : {}),
    });

  it('lets only hosts create events, and checks the input', async () => {
    expect(
      (await inject('POST', '/api/events', undefined, { event: eventInput(), publish: true }))
        .statusCode,
    ).toBe(401);
    expect(
      (await inject('POST', '/api/events', member, { event: eventInput(), publish: true }))
        .statusCode,
    ).toBe(403);
    const bad = await inject('POST', '/api/events', owner, {
      event: eventInput({ endTime: '18:00' }),
      publish: true,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors['event.endTime']).toContain('The event must end after it starts');
    const created = await inject('POST', '/api/events', owner, {
      event: eventInput(),
      publish: true,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      title: 'Full Moon Cacao Ceremony',
      locationText: 'The Round House, Bristol',
      hostedBy: 'Maya Rivers',
      price: 25,
      isDraft: false,
      imageUrl: PLACEHOLDER_EVENT_IMAGE,
    });
    expect(created.json().path).toMatch(
      /^\/events\/full-moon-cacao-ceremony-[0-9a-f-]{36}\?id=[0-9a-f-]{36}$/,
    );
  });

  it('refuses a non-host an external event too, published or draft, and saves nothing', async () => {
    const external = eventInput({
      isExternal: true,
      title: 'Lantern Walk Elsewhere',
      externalLink: 'https://example.com/lanterns',
    });
    for (const publish of [true, false]) {
      const refused = await inject('POST', '/api/events', member, { event: external, publish });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(
        'Only hosts can do that. Become a facilitator to host events.',
      );
    }
    expect((await inject('GET', '/api/host/events', member)).statusCode).toBe(403);
    expect(
      await t.db.select().from(events).where(eq(events.title, 'Lantern Walk Elsewhere')),
    ).toEqual([]);
  });

  it('refuses a bad link and a price with fractions of a penny', async () => {
    const link = await inject('POST', '/api/events', owner, {
      event: eventInput({ isExternal: true, externalLink: 'javascript:alert(1)' }),
      publish: true,
    });
    expect(link.statusCode).toBe(400);
    const price = await inject('POST', '/api/events', owner, {
      event: eventInput({ price: 10.005 }),
      publish: true,
    });
    expect(price.statusCode).toBe(400);
  });

  it('only the owner edits, publishes, unpublishes and deletes', async () => {
    const event = await createEventAs(t.app, owner, {}, false);
    const edit = { event: eventInput({ title: 'Renamed ceremony' }), publish: false };
    for (const cookie of [undefined, member, otherHost]) {
      const expected = cookie ? 404 : 401; // someone else's draft does not exist for them
      // A member may write no event's content at all.
      const write = cookie === member ? 403 : expected;
      expect((await inject('PUT', `/api/events/${event.id}`, cookie, edit)).statusCode).toBe(write);
      expect((await inject('POST', `/api/events/${event.id}/publish`, cookie)).statusCode).toBe(
        write,
      );
      expect((await inject('DELETE', `/api/events/${event.id}`, cookie)).statusCode).toBe(expected);
    }
    expect((await inject('PUT', `/api/events/${event.id}`, owner, edit)).json().title).toBe(
      'Renamed ceremony',
    );
    expect((await inject('POST', `/api/events/${event.id}/publish`, owner)).json().isDraft).toBe(
      false,
    );

    // Once published, others see it but still may not change it.
    expect((await inject('PUT', `/api/events/${event.id}`, otherHost, edit)).statusCode).toBe(403);
    expect((await inject('POST', `/api/events/${event.id}/unpublish`, otherHost)).statusCode).toBe(
      403,
    );
    expect((await inject('DELETE', `/api/events/${event.id}`, member)).statusCode).toBe(403);

    expect((await inject('POST', `/api/events/${event.id}/unpublish`, owner)).json().isDraft).toBe(
      true,
    );
    expect((await inject('DELETE', `/api/events/${event.id}`, owner)).statusCode).toBe(204);
    expect((await inject('GET', `/api/events/${event.id}`, owner)).statusCode).toBe(404);
  });

  it('lets someone who is no longer a host unpublish and delete their events, not edit or publish them', async () => {
    const former = await signUpHost(t, 'Ren Former', 'ren@example.com');
    const event = await createEventAs(t.app, former.cookie);
    await t.db.update(profiles).set({ isHost: false }).where(eq(profiles.id, former.userId));
    const edit = { event: eventInput({ title: 'Changed after stepping down' }), publish: true };
    expect((await inject('PUT', `/api/events/${event.id}`, former.cookie, edit)).json()).toEqual({
      code: 'FORBIDDEN',
      message: 'Only hosts can do that. Become a facilitator to host events.',
    });
    const unpublished = await inject('POST', `/api/events/${event.id}/unpublish`, former.cookie);
    expect(unpublished.json()).toMatchObject({ isDraft: true, title: event.title });
    expect(
      (await inject('POST', `/api/events/${event.id}/publish`, former.cookie)).statusCode,
    ).toBe(403);
    expect((await inject('DELETE', `/api/events/${event.id}`, former.cookie)).statusCode).toBe(204);
  });

  it('leaves a super admin no way past the host: taking an event down is moderation, with a reason', async () => {
    const event = await createEventAs(t.app, owner);
    expect(
      (
        await inject('PUT', `/api/events/${event.id}`, admin, {
          event: eventInput(),
          publish: true,
        })
      ).statusCode,
    ).toBe(403);
    // The host's own switch is the host's: a super admin uses POST /api/admin/events/:id/unpublish.
    const refused = await inject('POST', `/api/events/${event.id}/unpublish`, admin);
    expect(refused.statusCode).toBe(403);
    expect((await inject('GET', `/api/events/${event.id}`)).json().isDraft).toBe(false);
  });

  it('never shows drafts to others: not in lists, search or the event page', async () => {
    const draft = await createEventAs(t.app, owner, { title: 'Secret Draft Gathering' }, false);
    const list = await inject('GET', '/api/events');
    expect(list.json().events.map((e: { id: string }) => e.id)).not.toContain(draft.id);
    const search = await inject('GET', '/api/events/search?q=secret');
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json().events).toEqual([]);
    expect((await inject('GET', `/api/events/${draft.id}`)).statusCode).toBe(404);
    expect((await inject('GET', `/api/events/${draft.id}`, otherHost)).statusCode).toBe(404);
    expect((await inject('GET', `/api/events/${draft.id}`, owner)).json().isDraft).toBe(true);
    const hostList = await inject('GET', '/api/host/events', owner);
    expect(hostList.json().events.map((e: { id: string }) => e.id)).toContain(draft.id);
  });

  it('shows the online join link only to signed-in guests', async () => {
    const event = await createEventAs(t.app, owner, {
      locationType: 'online',
      onlineLink: 'https://meet.example.com/breath',
    });
    const anonymous = (await inject('GET', `/api/events/${event.id}`)).json();
    expect(anonymous).toMatchObject({
      locationText: 'Online Event',
      hasOnlineLink: true,
      onlineLink: null,
    });
    expect((await inject('GET', `/api/events/${event.id}`, member)).json().onlineLink).toBe(
      'https://meet.example.com/breath',
    );
  });

  it('serves an .ics file a calendar can import', async () => {
    const event = await createEventAs(t.app, owner, {
      title: 'Sound Bath',
      startDate: '2099-01-10',
      startTime: '18:30',
      endDate: '2099-01-10',
      endTime: '20:00',
    });
    const response = await inject('GET', `/api/events/${event.id}/calendar.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="sound-bath.ics"');
    expect(response.body).toContain('BEGIN:VEVENT');
    expect(response.body).toContain('SUMMARY:Sound Bath');
    // 18:30 London in January is 18:30 UTC, written in UTC or in London's time zone.
    expect(response.body).toMatch(
      /DTSTART(:20990110T183000Z|;TZID=Europe\/London:20990110T183000)/,
    );

    // The file is stamped with the event's last change, not the moment it was asked for, so a
    // calendar asking again a second later still gets 304 while nothing changed.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const later = await t.app.inject({
      url: `/api/events/${event.id}/calendar.ics`,
      headers: { 'if-none-match': response.headers.etag as string },
    });
    expect(later.statusCode).toBe(304);
  });
});
