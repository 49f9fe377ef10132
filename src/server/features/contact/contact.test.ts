import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/contact-messages';
import { databaseTargets } from '../../test/test-app';
import { useTestApp } from '../../test/fixtures';

describe.each(databaseTargets)('contact form (%s)', (target) => {
  const t = useTestApp(target);

  it('keeps a valid message for the team', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Rowan',
        email: 'rowan@example.com',
        topic: 'Hosting on Kindred',
        message: 'How do I list a weekly sound bath?',
      },
    });
    expect(response.statusCode).toBe(201);
    const rows = await t.db.select().from(contactMessages);
    expect(rows).toEqual([
      expect.objectContaining({ email: 'rowan@example.com', topic: 'Hosting on Kindred' }),
    ]);
  });

  it('refuses an incomplete message, says why, and stores nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Rowan', email: 'not-an-email', topic: 'Hosting on Kindred', message: 'Hi' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({
      email: ['Please enter a valid email address'],
      message: ['Please write at least 10 characters'],
    });
    expect(await t.db.select().from(contactMessages)).toHaveLength(1);
  });
});
