import { expect, request as apiRequest, test } from '@playwright/test';
import { visit, londonIsoDay } from './support';

// Issue 9 item 4: browsers used to keep public lists and searches for 15 s (and 60 s more while
// revalidating), so a reload showed an event its host had just taken down.
test('a visitor who reloads after a host unpublishes, renames or deletes an event sees the change', async ({
  page,
  baseURL,
}) => {
  const host = await apiRequest.newContext({ baseURL });
  const signIn = await host.post('/api/auth/sign-in/email', {
    data: { email: 'maya@kindred.test', password: 'kindred-host-demo' },
  });
  expect(signIn.status()).toBe(200);
  const word = `Fresh${Date.now().toString(36)}`;
  const date = londonIsoDay(1);
  const event = {
    isExternal: false,
    title: `${word} Sound Bath`,
    startDate: date,
    startTime: '19:00',
    endDate: date,
    endTime: '21:00',
    locationType: 'online',
    onlineLink: 'https://meet.example.com/sound-bath',
    price: 0,
  };
  const created = await host.post('/api/events', { data: { event, publish: true } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const card = (title: string) => page.getByRole('heading', { level: 3, name: title });
  const noMatch = page.getByText(
    'No events match your search. Try a different keyword or explore all events.',
  );

  await visit(page, `/?q=${word.toLowerCase()}`);
  await expect(card(`${word} Sound Bath`)).toBeVisible();

  expect((await host.post(`/api/events/${id}/unpublish`, { data: {} })).status()).toBe(200);
  await page.reload();
  await expect(noMatch).toBeVisible();

  const renamed = { ...event, title: `${word} Gong Bath` };
  const edited = await host.put(`/api/events/${id}`, { data: { event: renamed, publish: true } });
  expect(edited.status()).toBe(200);
  await page.reload();
  await expect(card(`${word} Gong Bath`)).toBeVisible();
  await expect(card(`${word} Sound Bath`)).toHaveCount(0);

  expect((await host.delete(`/api/events/${id}`)).status()).toBe(204);
  await page.reload();
  await expect(noMatch).toBeVisible();
  await host.dispose();
});
