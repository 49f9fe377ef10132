import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventCategories, eventFacts, events, tags } from '../../db/schema/events';
import { databaseTargets } from '../../test/test-app';
import { createEventAs, signUpHost, uploadEventCover } from '../../test/event-helpers';
import { useTestApp } from '../../test/fixtures';

// Cards are read by hand-written SQL on several paths (ADR 9). Each must decode every field the
// same way on both drivers: this pins one fully specified card and checks every path against it.
describe.each(databaseTargets)('events: one card, whichever way it is read (%s)', (target) => {
  const t = useTestApp(target);
  let host: string;
  let hostId: string;
  let eventId: string;
  let cover: { imageUrl: string; originalImageUrl: string };
  let facts: Record<string, { id: number; kind: string; name: string; icon: string }>;
  beforeAll(async () => {
    // What to expect, from the starting catalogue (migration 0026).
    facts = Object.fromEntries(
      (await t.db.select().from(eventFacts)).map(({ sortOrder: _order, ...fact }) => [
        fact.name,
        fact,
      ]),
    );
    const account = await signUpHost(t, 'Maya Rivers', 'maya@example.com');
    host = account.cookie;
    hostId = account.userId;
    cover = await uploadEventCover(t.app, host);
    // From the starting catalogue.
    const [retreats] = await t.db
      .select()
      .from(eventCategories)
      .where(eq(eventCategories.name, 'Festivals & Retreats'));
    const [cacao, forest] = await t.db
      .insert(tags)
      .values([{ name: 'Wild Cacao' }, { name: 'Old Forest' }])
      .returning();
    eventId = (
      await createEventAs(t.app, host, {
        title: 'Wild Heart Gathering',
        subtitle: 'Three days in the woods',
        startDate: '2099-05-01',
        startTime: '09:30',
        endDate: '2099-05-03',
        endTime: '16:00',
        venue: 'Hazel Farm',
        city: 'Totnes',
        price: 120.5,
        categoryIds: [retreats!.id],
        // The host's order is kept: Old Forest before Wild Cacao.
        tagIds: [forest!.id, cacao!.id],
        // Kept in the catalogue's order, whatever order the host ticked them in.
        factIds: [facts.Gentle!.id, facts['Alcohol-free']!.id, facts['Step-free entrance']!.id],
        whatToBring: 'A blanket and water',
        accessNotes: 'Ramp at the side gate',
        ...cover,
      })
    ).id;
  });

  const expectedCard = () => ({
    id: eventId,
    path: `/events/wild-heart-gathering-${eventId}?id=${eventId}`,
    title: 'Wild Heart Gathering',
    subtitle: 'Three days in the woods',
    summary: 'Bring a blanket.\nWe begin at sunset.',
    startDate: '2099-05-01',
    startTime: '09:30',
    endDate: '2099-05-03',
    endTime: '16:00',
    // 09:30 in London in May is 08:30 UTC.
    startsAt: '2099-05-01T08:30:00.000Z',
    locationType: 'physical',
    locationText: 'Hazel Farm, Totnes',
    city: 'Totnes',
    imageUrl: cover.imageUrl,
    isExternal: false,
    externalLink: null,
    price: 120.5,
    priceVaries: false,
    hostId,
    hostedBy: 'Maya Rivers',
    tags: ['Old Forest', 'Wild Cacao'],
    categoryNames: ['Festivals & Retreats'],
    isDraft: false,
    repeats: null,
    // A card shows two: access first, then the atmosphere (no one "who it is for" here).
    facts: [facts['Step-free entrance'], facts['Alcohol-free']],
  });

  const get = async (url: string, cookie?: string) =>
    (await t.app.inject({ url, headers: cookie ? { cookie } : {} })).json();

  it('reads the same card from the list, search and the host dashboard', async () => {
    expect((await get('/api/events')).events).toEqual([expectedCard()]);
    expect((await get('/api/events/search?q=wild heart')).events).toEqual([
      { ...expectedCard(), score: 100 },
    ]);
    expect((await get('/api/host/events', host)).events).toEqual([
      { ...expectedCard(), moderation: null, cancelledAt: null, seriesId: null },
    ]);
  });

  it('reads the same card, with its details, for the event page', async () => {
    expect(await get(`/api/events/${eventId}`)).toEqual({
      ...expectedCard(),
      description: 'Bring a blanket.\nWe begin at sunset.',
      venue: 'Hazel Farm',
      country: 'United Kingdom',
      postcode: 'BS1 4QA',
      latitude: 51.45,
      longitude: -2.59,
      endsAt: '2099-05-03T15:00:00.000Z',
      capacity: 40,
      categoryIds: [expect.any(Number)],
      tagIds: [expect.any(Number), expect.any(Number)],
      whatToExpect: {
        facts: [facts['Step-free entrance'], facts['Alcohol-free'], facts.Gentle],
        whatToBring: 'A blanket and water',
        accessNotes: 'Ramp at the side gate',
      },
      originalImageUrl: cover.originalImageUrl,
      hasOnlineLink: false,
      onlineLink: null,
      hostAvatarUrl: null,
      // No space yet, so no handle; co-hosts would follow the owner.
      hosts: [{ userId: hostId, name: 'Maya Rivers', handle: null, avatarUrl: null }],
      canEdit: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      moderation: null,
      // A one-off event, no date of a series, never changed since it was saved.
      series: null,
      sequence: 0,
      cancelledAt: null,
      cancellationMessage: '',
    });
  });

  it('reads an event unpublished by moderation the same way for its host, on either path', async () => {
    const at = new Date('2099-01-02T03:04:05.678Z');
    await t.db
      .update(events)
      .set({ isDraft: true, moderatedAt: at, moderationReason: 'Spam' })
      .where(eq(events.id, eventId));
    const moderation = { at: '2099-01-02T03:04:05.678Z', reason: 'Spam' };
    expect((await get('/api/host/events', host)).events).toEqual([
      { ...expectedCard(), isDraft: true, moderation, cancelledAt: null, seriesId: null },
    ]);
    expect(await get(`/api/events/${eventId}`, host)).toMatchObject({ canEdit: true, moderation });
    await t.db
      .update(events)
      .set({ isDraft: false, moderatedAt: null, moderationReason: null })
      .where(eq(events.id, eventId));
  });
});
