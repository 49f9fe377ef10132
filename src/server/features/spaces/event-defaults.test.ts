import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../../../shared/events/event-schemas';
import { signUpHost } from '../../test/event-helpers';
import { useTestApp } from '../../test/fixtures';
import { signUpWithSpace } from '../../test/space-helpers';
import { callApi, databaseTargets, signUp } from '../../test/test-app';

// Issue 25: what a host's new events start from, kept on their space.
describe.each(databaseTargets)('a host’s defaults for new events (%s)', (target) => {
  const t = useTestApp(target, { rateLimits: { signupPerIp: 1e6 } });

  it('keeps checked facts and notes for the host alone, and refuses bad ones saving nothing', async () => {
    const host = await signUpWithSpace(t, {
      name: 'Maya Rivers',
      email: 'maya@example.com',
      handle: 'maya',
    });
    const catalogue: Catalogue = (await callApi(t, 'GET', '/api/event-catalogue')).json();
    const id = (name: string) => catalogue.facts.find((f) => f.name === name)!.id;
    const get = () => callApi(t, 'GET', '/api/host/event-defaults', host.cookie);
    expect((await get()).json()).toEqual({ factIds: [], whatToBring: '', accessNotes: '' });

    const saved = await callApi(t, 'PUT', '/api/host/event-defaults', host.cookie, {
      // Kept in the catalogue's order.
      factIds: [id('Alcohol-free'), id('Step-free entrance')],
      whatToBring: '  A yoga mat  ',
      accessNotes: 'Lift to the first floor',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      factIds: [id('Step-free entrance'), id('Alcohol-free')],
      whatToBring: 'A yoga mat',
      accessNotes: 'Lift to the first floor',
    };
    expect(saved.json()).toEqual(expected);
    expect((await get()).json()).toEqual(expected);

    for (const [body, field] of [
      [{ factIds: [999999] }, 'factIds'],
      [{ factIds: [id('Gentle'), id('Intense')] }, 'factIds'],
      [{ accessNotes: 'x'.repeat(501) }, 'accessNotes'],
    ] as const) {
      const refused = await callApi(t, 'PUT', '/api/host/event-defaults', host.cookie, body);
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json().fieldErrors)).toContain(field);
    }
    expect((await get()).json()).toEqual(expected);

    // Someone else's are theirs: a member is refused, signed out is a 401.
    const member = await signUp(t, { name: 'Mo Member', email: 'mo@example.com' });
    expect((await callApi(t, 'GET', '/api/host/event-defaults', member.cookie)).statusCode).toBe(
      403,
    );
    expect((await callApi(t, 'GET', '/api/host/event-defaults')).statusCode).toBe(401);
    // A host without a space yet has none, and is told where they are kept.
    const spaceless = await signUpHost(t, 'Oren Other', 'oren@example.com');
    expect((await callApi(t, 'GET', '/api/host/event-defaults', spaceless.cookie)).json()).toEqual({
      factIds: [],
      whatToBring: '',
      accessNotes: '',
    });
    const nowhere = await callApi(t, 'PUT', '/api/host/event-defaults', spaceless.cookie, {
      whatToBring: 'Water',
    });
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json().message).toBe(
      'Create your space first: your event defaults are kept on it.',
    );
  });
});
