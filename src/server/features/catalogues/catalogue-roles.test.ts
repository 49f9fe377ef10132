import { describe, expect, it } from 'vitest';
import type { AdminRole } from '../../../shared/catalogues/catalogue-schemas';
import { DEFAULT_ROLES } from '../../../shared/spaces/roles-catalogue';
import { databaseTargets } from '../../test/test-app';
import { useCataloguesApp } from './catalogues.fixtures';

describe.each(databaseTargets)('catalogues: roles and services (%s)', (target) => {
  const { t, admin, host, call, asAdmin, auditRows, roles, publicRoles } = useCataloguesApp(target);

  it('offers exactly the eleven default roles and their services, in order, to everyone', async () => {
    const response = await call('GET', '/api/catalogue/roles');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    expect(response.headers.etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/catalogue/roles',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(response.json().roles).toEqual(
      Object.entries(DEFAULT_ROLES).map(([name, services]) => ({ name, services })),
    );
  });

  it('a service the admin adds is offered at once; rename, move and delete too, each in the audit log', async () => {
    expect((await publicRoles()).find((r) => r.name === 'DJ')?.services).not.toContain('Techno DJ');
    const dj = (await roles()).find((r) => r.name === 'DJ')!;
    const added = await asAdmin('POST', `/api/admin/catalogue/roles/${dj.id}/services`, {
      name: '  Techno DJ ',
    });
    expect(added.statusCode, added.body).toBe(201);
    const service = added.json() as { id: number; name: string };
    expect(service.name).toBe('Techno DJ');
    expect((await publicRoles()).find((r) => r.name === 'DJ')?.services.at(-1)).toBe('Techno DJ');
    const [created] = await auditRows('catalogue_service.created');
    expect(created).toMatchObject({
      actorId: admin.userId,
      targetType: 'catalogue_service',
      targetId: String(service.id),
      targetLabel: 'Techno DJ (DJ)',
      before: null,
      after: { name: 'Techno DJ', role: 'DJ' },
    });

    // The same name in another case is taken within the role, and nothing is written.
    const auditCount = (await auditRows()).length;
    const twice = await asAdmin('POST', `/api/admin/catalogue/roles/${dj.id}/services`, {
      name: 'techno dj',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('“DJ” already has a service called “techno dj”.');
    // …but another role may have a service of that name.
    const coach = (await roles()).find((r) => r.name === 'Coach')!;
    const elsewhere = await asAdmin('POST', `/api/admin/catalogue/roles/${coach.id}/services`, {
      name: 'Techno DJ',
    });
    expect(elsewhere.statusCode).toBe(201);
    expect((await auditRows()).length).toBe(auditCount + 1);

    const renamed = await asAdmin('PUT', `/api/admin/catalogue/services/${service.id}`, {
      name: 'Techno Selector',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const moved = await asAdmin('POST', `/api/admin/catalogue/services/${service.id}/move`, {
      direction: 'up',
    });
    expect(moved.statusCode).toBe(200);
    const djServices = (await publicRoles()).find((r) => r.name === 'DJ')!.services;
    expect(djServices.slice(-2)).toEqual(['Techno Selector', 'Cacao Dance DJ']);
    expect((await auditRows('catalogue_service.moved'))[0]).toMatchObject({
      before: { position: 5 },
      after: { position: 4 },
    });
    const deleted = await asAdmin('DELETE', `/api/admin/catalogue/services/${service.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await publicRoles()).find((r) => r.name === 'DJ')!.services).toEqual(DEFAULT_ROLES.DJ);
    expect((await auditRows('catalogue_service.deleted'))[0]).toMatchObject({
      before: { name: 'Techno Selector', role: 'DJ' },
      after: null,
    });
  });

  it('adds, renames, moves and deletes roles without touching any space that chose them', async () => {
    const saved = await call('PUT', '/api/facilitator-space', host.cookie, {
      displayName: 'Hana Host',
      handle: 'hana-host',
      roles: ['Speaker'],
      services: { Speaker: ['Public Speaking'] },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const created = await asAdmin('POST', '/api/admin/catalogue/roles', { name: 'Herbalist' });
    expect(created.statusCode, created.body).toBe(201);
    const herbalist = created.json() as AdminRole;
    expect((await publicRoles()).at(-1)).toEqual({ name: 'Herbalist', services: [] });

    const taken = await asAdmin('POST', '/api/admin/catalogue/roles', { name: 'herbalist' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fieldErrors.name).toEqual(['A role called “herbalist” already exists.']);
    const empty = await asAdmin('POST', '/api/admin/catalogue/roles', { name: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Enter a name for the role.');
    const long = await asAdmin('POST', '/api/admin/catalogue/roles', { name: 'x'.repeat(61) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Keep the name to 60 characters or fewer.');

    const moved = await asAdmin('POST', `/api/admin/catalogue/roles/${herbalist.id}/move`, {
      direction: 'up',
    });
    expect(moved.statusCode).toBe(200);
    expect((moved.json().roles as AdminRole[]).map((r) => r.name).slice(-2)).toEqual([
      'Herbalist',
      'Creative Services',
    ]);
    // The last one cannot go further down: nothing changes and nothing is logged.
    const auditCount = (await auditRows()).length;
    const last = (await roles()).at(-1)!;
    const stuck = await asAdmin('POST', `/api/admin/catalogue/roles/${last.id}/move`, {
      direction: 'down',
    });
    expect(stuck.statusCode).toBe(200);
    expect((await auditRows()).length).toBe(auditCount);

    const speaker = (await roles()).find((r) => r.name === 'Speaker')!;
    const renamed = await asAdmin('PUT', `/api/admin/catalogue/roles/${speaker.id}`, {
      name: 'Orator',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await auditRows('catalogue_role.renamed'))[0]).toMatchObject({
      before: { name: 'Speaker' },
      after: { name: 'Orator' },
    });
    const removed = await asAdmin('DELETE', `/api/admin/catalogue/roles/${herbalist.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await publicRoles()).map((r) => r.name)).not.toContain('Herbalist');

    // The host's space still says what they chose.
    const own = await call('GET', '/api/facilitator-space', host.cookie);
    expect(own.json().space).toMatchObject({
      roles: ['Speaker'],
      services: { Speaker: ['Public Speaking'] },
    });
    // Put the catalogue back for the other tests.
    await asAdmin('PUT', `/api/admin/catalogue/roles/${speaker.id}`, { name: 'Speaker' });
    await asAdmin('POST', `/api/admin/catalogue/roles/${last.id}/move`, { direction: 'up' });
    await asAdmin('POST', `/api/admin/catalogue/roles/${last.id}/move`, { direction: 'down' });
  });

  it('answers 404 for roles and services that do not exist', async () => {
    const role = await asAdmin('PUT', '/api/admin/catalogue/roles/999999', { name: 'Nobody' });
    expect(role.statusCode).toBe(404);
    expect(role.json().message).toBe('Role not found');
    const service = await asAdmin('DELETE', '/api/admin/catalogue/services/abc');
    expect(service.statusCode).toBe(400);
    expect(service.json().message).toBe('Service not found');
  });
});
