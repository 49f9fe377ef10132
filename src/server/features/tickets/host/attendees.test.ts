import { describe, expect, it } from 'vitest';
import { callApi, databaseTargets } from '../../../test/test-app';
import { useHostOrdersApp } from './host-orders.fixtures';

describe.each(databaseTargets)('an event’s attendees, for its hosts (%s)', (target) => {
  const { t, maya, sam, circle, addSam, hostedEvent, book, attendees, checkIn } =
    useHostOrdersApp(target);

  it('lists one row per place with its holder, booking, ticket and state, and the counts', async () => {
    const event = await hostedEvent(maya, 'Sound Journey', 10);
    const paid = await book(event, event.paidId, 2, 'Ada Brook', 'ada@example.com');
    const free = await book(event, event.freeId, 1, 'Bo Lake', 'bo@example.com');
    const gone = await book(event, event.freeId, 1, 'Cy Fen', 'cy@example.com');
    expect(
      (await callApi(t, 'POST', `/api/orders/${gone.id}/host-cancel`, maya.cookie, {})).statusCode,
    ).toBe(200);
    const checked = await checkIn(event.id, { ticketId: free.tickets[0]!.id });
    expect(checked.statusCode, checked.body).toBe(200);

    const list = await attendees(event.id);
    expect(list.counts).toEqual({ booked: 3, checkedIn: 1, capacity: 10 });
    expect(list.ticketTypes.map((type) => type.name).sort()).toEqual([
      'Community place',
      'Supporter',
    ]);
    expect(
      list.attendees.map((a) => [a.holderName, a.reference, a.ticketName, a.status, a.toPayPence]),
    ).toEqual([
      ['Ada Brook', paid.reference, 'Supporter', 'awaiting_payment', 2700],
      ['Ada Brook', paid.reference, 'Supporter', 'awaiting_payment', 2700],
      ['Bo Lake', free.reference, 'Community place', 'checked_in', 0],
      ['Cy Fen', gone.reference, 'Community place', 'cancelled', 0],
    ]);
    expect(list.attendees[2]).toMatchObject({ checkedInBy: 'Maya', checkedInByMe: true });
    expect(list.attendees[0]!.placesInOrder).toBe(2);
  });

  it('exports the attendees as CSV: quoted where needed, formulas defused, named after the event', async () => {
    const event = await hostedEvent(maya, 'Full Moon: Cacao & Song!', null);
    await book(event, event.freeId, 1, 'Smith, "Jo"', 'jo@example.com');
    await book(
      event,
      event.freeId,
      1,
      '=HYPERLINK("http://evil.example","Click")',
      'x@example.com',
    );
    await book(event, event.freeId, 1, '+44 7700 900123', 'plus@example.com');
    await book(event, event.freeId, 1, '-2+3', 'minus@example.com');
    await book(event, event.freeId, 1, '@SUM(A1)', 'at@example.com');
    await book(event, event.paidId, 1, 'Zoë Ünder', 'zoe@example.com');

    const response = await callApi(t, 'GET', `/api/events/${event.id}/attendees.csv`, maya.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="attendees-full-moon-cacao-song.csv"',
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.body;
    expect(body.startsWith('\uFEFF')).toBe(true);
    const lines = body.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(
      'Name,E-mail,Booking reference,Ticket,Status,Checked in (London time),Booking still to pay,Booked (London time)',
    );
    const rowOf = (email: string) => lines.find((line) => line.includes(email))!;
    expect(rowOf('jo@example.com')).toMatch(/^"Smith, ""Jo""",jo@example\.com,KD-/);
    expect(rowOf('x@example.com')).toMatch(
      /^"'=HYPERLINK\(""http:\/\/evil\.example"",""Click""\)",x@example\.com,/,
    );
    expect(rowOf('plus@example.com')).toMatch(/^'\+44 7700 900123,/);
    expect(rowOf('minus@example.com')).toMatch(/^'-2\+3,/);
    expect(rowOf('at@example.com')).toMatch(/^'@SUM\(A1\),/);
    expect(rowOf('zoe@example.com')).toMatch(
      /^Zoë Ünder,zoe@example\.com,KD-[A-Z2-9]{8},Supporter,Awaiting payment,,£13\.50,\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    );
    expect(lines).toHaveLength(8);
  });

  it('writes to every guest with a live booking, once each, at most three times an hour', async () => {
    const event = await hostedEvent(maya, 'Dawn Chorus Walk', null);
    await addSam(event.id);
    const empty = await callApi(t, 'POST', `/api/events/${event.id}/messages`, maya.cookie, {
      subject: 'Hello',
      message: 'Anyone?',
    });
    expect(empty.statusCode).toBe(409);

    await book(event, event.freeId, 1, 'Ana Reed', 'ana@example.com');
    await book(event, event.paidId, 1, 'Ana Reed', 'ANA@example.com');
    await book(event, event.paidId, 2, 'Ben Hart', 'ben@example.com');
    const gone = await book(event, event.freeId, 1, 'Cat Vine', 'cat@example.com');
    await callApi(t, 'POST', `/api/orders/${gone.id}/host-cancel`, maya.cookie, {});
    await t.runJobs();
    t.mails.length = 0;

    const send = (n: number) =>
      callApi(t, 'POST', `/api/events/${event.id}/messages`, n % 2 ? sam.cookie : maya.cookie, {
        subject: `Parking\r\nBcc: evil@example.com ${n}`,
        message: 'Park by the <b>gate</b> & walk up.\n\nSee you <script>soon</script>!',
      });
    const first = await send(1);
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toEqual({ recipients: 2 });
    await t.runJobs();
    expect(t.mails.map((m) => m.to).sort()).toEqual(['ana@example.com', 'ben@example.com']);
    const toAna = t.mails.find((m) => m.to === 'ana@example.com')!;
    expect(toAna.subject).toBe('Parking Bcc: evil@example.com 1 (Dawn Chorus Walk)');
    expect(toAna.text).toContain('Park by the <b>gate</b> & walk up.');
    expect(toAna.text).toContain('Sam Door wrote to everyone booked for Dawn Chorus Walk');
    expect(toAna.text.match(/Your booking KD-/g)).toHaveLength(2);
    expect(toAna.html).toContain(
      '<p>Park by the &lt;b&gt;gate&lt;/b&gt; &amp; walk up.</p><p>See you &lt;script&gt;soon&lt;/script&gt;!</p>',
    );
    expect(toAna.html).not.toContain('<script>');

    expect((await send(2)).statusCode).toBe(202);
    expect((await send(3)).statusCode).toBe(202);
    const fourth = await send(4);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toMatch(
      /^You can message this event’s guests 3 times an hour\. Please try again in \d+ minutes?\.$/,
    );
    await t.runJobs();
    expect(t.mails).toHaveLength(6);
    // Another event's guests can still be written to.
    await book(circle, circle.freeId, 1, 'Gil Marr', 'gil@example.com');
    expect(
      (
        await callApi(t, 'POST', `/api/events/${circle.id}/messages`, maya.cookie, {
          subject: 'Hello',
          message: 'See you soon',
        })
      ).statusCode,
    ).toBe(202);
  });
});
