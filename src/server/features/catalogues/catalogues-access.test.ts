import { describe, expect, it } from 'vitest';
import { expectOnlySuperAdmins } from '../../test/fixtures';
import { databaseTargets, type ApiMethod } from '../../test/test-app';
import { useCataloguesApp } from './catalogues.fixtures';

describe.each(databaseTargets)('catalogues for the super admin only (%s)', (target) => {
  const { t, member, host, auditRows, categories, createCategory, tagsList, roles } =
    useCataloguesApp(target);

  it('refuses visitors (401), members and hosts (403) on every admin route, and changes nothing', async () => {
    const category = await createCategory('Guarded Category');
    const other = await createCategory('Guarded Other');
    const { groups } = await tagsList();
    const group = groups[0]!;
    const tag = group.tags[0]!;
    const role = (await roles())[0]!;
    const service = role.services[0]!;
    const before = {
      audit: (await auditRows()).length,
      categories: await categories(),
      tags: await tagsList(),
      roles: await roles(),
    };
    const routes: Array<[ApiMethod, string, object?]> = [
      ['GET', '/api/admin/event-categories'],
      ['POST', '/api/admin/event-categories', { name: 'Sneaky', color: '#2D4A22' }],
      ['PUT', `/api/admin/event-categories/${category.id}`, { name: 'X', color: '#2D4A22' }],
      ['POST', `/api/admin/event-categories/${category.id}/move`, { direction: 'up' }],
      ['POST', `/api/admin/event-categories/${category.id}/merge`, { intoId: other.id }],
      ['DELETE', `/api/admin/event-categories/${category.id}`],
      ['GET', '/api/admin/tags'],
      ['POST', '/api/admin/tag-groups', { name: 'Sneaky group' }],
      ['PUT', `/api/admin/tag-groups/${group.id}`, { name: 'Renamed' }],
      ['DELETE', `/api/admin/tag-groups/${group.id}`],
      ['POST', '/api/admin/tags', { name: 'Sneaky tag', groupId: group.id }],
      ['PUT', `/api/admin/tags/${tag.id}`, { name: 'Renamed tag', groupId: null }],
      ['POST', `/api/admin/tags/${tag.id}/merge`, { intoId: group.tags[1]!.id }],
      ['DELETE', `/api/admin/tags/${tag.id}`],
      ['GET', '/api/admin/catalogue/roles'],
      ['POST', '/api/admin/catalogue/roles', { name: 'Sneaky role' }],
      ['PUT', `/api/admin/catalogue/roles/${role.id}`, { name: 'Renamed role' }],
      ['POST', `/api/admin/catalogue/roles/${role.id}/move`, { direction: 'down' }],
      ['DELETE', `/api/admin/catalogue/roles/${role.id}`],
      ['POST', `/api/admin/catalogue/roles/${role.id}/services`, { name: 'Sneaky service' }],
      ['PUT', `/api/admin/catalogue/services/${service.id}`, { name: 'Renamed service' }],
      ['POST', `/api/admin/catalogue/services/${service.id}/move`, { direction: 'down' }],
      ['DELETE', `/api/admin/catalogue/services/${service.id}`],
    ];
    await expectOnlySuperAdmins(t, routes, { member, host });
    expect((await auditRows()).length).toBe(before.audit);
    expect(await categories()).toEqual(before.categories);
    expect(await tagsList()).toEqual(before.tags);
    expect(await roles()).toEqual(before.roles);
  });
});
