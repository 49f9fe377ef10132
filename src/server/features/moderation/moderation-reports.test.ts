import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contentReports } from '../../db/schema/moderation';
import { createEventAs } from '../../test/event-helpers';
import { databaseTargets } from '../../test/test-app';
import { MISSING, useModerationApp } from './moderation.fixtures';

describe.each(databaseTargets)('moderation: filing reports (%s)', (target) => {
  const { t, host, otherHost, adminEvents, report, newReporter } = useModerationApp(target);

  it('checks a report: reason, note, target, and never one’s own', async () => {
    const reporter = await newReporter();
    const event = await createEventAs(t.app, host.cookie, { title: 'Reportable Retreat' });
    const draft = await createEventAs(t.app, host.cookie, { title: 'Hidden Draft' }, false);
    /** Each of these reports is refused with its status and message. */
    const expectRefused = async (cookie: string, cases: Array<[object, number, string]>) => {
      for (const [payload, status, message] of cases) {
        const response = await report(cookie, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(status);
        expect(response.json().message).toBe(message);
      }
    };
    await expectRefused(reporter.cookie, [
      [
        { targetType: 'event', targetId: event.id, reason: 'rude' },
        400,
        'Choose a reason from the list.',
      ],
      [
        { targetType: 'event', targetId: event.id, reason: 'other' },
        400,
        'Tell us what is wrong, in a few words.',
      ],
      [
        { targetType: 'event', targetId: event.id, reason: 'other', note: '   ' },
        400,
        'Tell us what is wrong, in a few words.',
      ],
      [
        { targetType: 'event', targetId: event.id, reason: 'spam', note: 'x'.repeat(1001) },
        400,
        'Keep the note under 1000 characters.',
      ],
      [
        { targetType: 'person', targetId: event.id, reason: 'spam' },
        400,
        'Report an event, a space or a testimonial.',
      ],
      [
        { targetType: 'event', targetId: 'nope', reason: 'spam' },
        400,
        'We could not find what you are reporting.',
      ],
    ]);
    const other = await newReporter();
    await expectRefused(other.cookie, [
      [
        { targetType: 'event', targetId: MISSING, reason: 'spam' },
        404,
        'We could not find that event. It may have been removed.',
      ],
      [
        { targetType: 'event', targetId: draft.id, reason: 'spam' },
        404,
        'We could not find that event. It may have been removed.',
      ],
      [
        { targetType: 'space', targetId: MISSING, reason: 'spam' },
        404,
        'We could not find that space. It may have been removed.',
      ],
    ]);
    await expectRefused(host.cookie, [
      [
        { targetType: 'event', targetId: event.id, reason: 'spam' },
        403,
        'You cannot report your own event.',
      ],
      [
        { targetType: 'space', targetId: host.spaceId, reason: 'spam' },
        403,
        'You cannot report your own space.',
      ],
    ]);
    expect(await t.db.select().from(contentReports)).toEqual([]);
  });

  it('files one open report per person and target; a second is refused', async () => {
    const reporter = await newReporter();
    const event = await createEventAs(t.app, host.cookie, { title: 'Twice Told Tale' });
    const first = await report(reporter.cookie, {
      targetType: 'event',
      targetId: event.id,
      reason: 'other',
      note: '  Asks for payment by bank transfer to a private account.  ',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ status: 'open' });
    const [row] = await t.db
      .select()
      .from(contentReports)
      .where(eq(contentReports.id, first.json().id));
    expect(row).toMatchObject({
      reporterId: reporter.userId,
      targetType: 'event',
      targetId: event.id,
      reason: 'other',
      note: 'Asks for payment by bank transfer to a private account.',
      status: 'open',
    });
    const second = await report(reporter.cookie, {
      targetType: 'event',
      targetId: event.id,
      reason: 'spam',
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      'You have already reported this event. The Kindred team will look at it soon.',
    );
    // Two at the same moment: still one.
    const space = await Promise.all(
      [1, 2].map(() =>
        report(reporter.cookie, { targetType: 'space', targetId: host.spaceId, reason: 'spam' }),
      ),
    );
    expect(space.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    // Someone else may report the same event.
    const other = await newReporter();
    expect(
      (await report(other.cookie, { targetType: 'event', targetId: event.id, reason: 'spam' }))
        .statusCode,
    ).toBe(201);
    const listed = (await adminEvents(`q=${event.id}`)).events[0]!;
    expect(listed.openReports).toBe(2);
  });

  it('takes at most 5 reports an hour from one person', async () => {
    const reporter = await newReporter();
    const targets = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((i) =>
        createEventAs(t.app, otherHost.cookie, { title: `Flood ${i}` }),
      ),
    );
    for (const event of targets.slice(0, 5))
      expect(
        (await report(reporter.cookie, { targetType: 'event', targetId: event.id, reason: 'spam' }))
          .statusCode,
      ).toBe(201);
    const sixth = await report(reporter.cookie, {
      targetType: 'event',
      targetId: targets[5]!.id,
      reason: 'spam',
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(
      'You have sent 5 reports in the last hour, which is as many as we take. Please try again in 60 minutes.',
    );
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3500);
    // Someone else is not held back by it.
    const other = await newReporter();
    expect(
      (
        await report(other.cookie, {
          targetType: 'event',
          targetId: targets[5]!.id,
          reason: 'spam',
        })
      ).statusCode,
    ).toBe(201);
  });
});
