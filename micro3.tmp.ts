import { performance } from 'node:perf_hooks';
import { openDatabase } from './src/server/db/client';
import { findEventForDisplay } from './src/server/features/events/events.repository';
import { toEventDetail, toEventCard } from './src/server/features/events/event-cards';
import fs from 'node:fs';
const h = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/kindred_bench' });
const row = (await findEventForDisplay(h.db, fs.readFileSync('/tmp/evid', 'utf8').trim()))!;
function time(label: string, n: number, fn: () => unknown) {
  for (let i = 0; i < 2000; i++) fn();
  const t0 = performance.now();
  for (let i = 0; i < n; i++) fn();
  console.log(label.padEnd(20), ((performance.now() - t0) / n * 1000).toFixed(2), 'µs');
}
time('toEventCard', 50000, () => toEventCard(row));
time('toEventDetail', 50000, () => toEventDetail(row, { canEdit: false, mayJoinOnline: false }));
const alt = (row: any, access: any) => { const card: any = toEventCard(row); card.description = row.description; card.venue = row.locationVenue; card.country = row.locationCountry; card.postcode = row.locationPostcode; card.latitude = row.latitude; card.longitude = row.longitude; card.endsAt = row.endsAt.toISOString(); card.capacity = row.capacity; card.categoryIds = row.categoryIds; card.tagIds = row.eventTypeIds; card.originalImageUrl = row.originalImageUrl; card.hasOnlineLink = Boolean(row.onlineEventLink); card.onlineLink = access.mayJoinOnline ? row.onlineEventLink : null; card.hostAvatarUrl = row.hostAvatarUrl; card.canEdit = access.canEdit; card.updatedAt = row.updatedAt.toISOString(); return card; };
time('alt assign', 50000, () => alt(row, { canEdit: false, mayJoinOnline: false }));
const alt2 = (row: any, access: any) => ({ ...toEventCard(row), description: row.description });
time('spread+1', 50000, () => alt2(row, {}));
const alt3 = (row: any, access: any) => ({ ...toEventCard(row), description: row.description, venue: row.locationVenue, country: row.locationCountry, postcode: row.locationPostcode, latitude: row.latitude, longitude: row.longitude });
time('spread+6', 50000, () => alt3(row, {}));
const alt4 = (row: any, access: any) => Object.assign(toEventCard(row), { description: row.description, venue: row.locationVenue, country: row.locationCountry, postcode: row.locationPostcode, latitude: row.latitude, longitude: row.longitude, endsAt: row.endsAt.toISOString(), capacity: row.capacity, categoryIds: row.categoryIds, tagIds: row.eventTypeIds, originalImageUrl: row.originalImageUrl, hasOnlineLink: Boolean(row.onlineEventLink), onlineLink: access.mayJoinOnline ? row.onlineEventLink : null, hostAvatarUrl: row.hostAvatarUrl, canEdit: access.canEdit, updatedAt: row.updatedAt.toISOString() });
time('Object.assign', 50000, () => alt4(row, { canEdit: false, mayJoinOnline: false }));
time('endsAt iso', 50000, () => row.endsAt.toISOString());
time('updatedAt iso', 50000, () => row.updatedAt.toISOString());
time('startsAt iso', 50000, () => row.startsAt.toISOString());
console.log(row.updatedAt, row.endsAt, Object.getPrototypeOf(row.updatedAt) === Date.prototype);
process.exit(0);
