import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  PLACEHOLDER_EVENT_IMAGE,
  cardSummary,
  displayTags,
  hostedBy,
  hostSpacePath,
  joinNames,
  locationText,
} from './display-event';
import { eventSlug } from './event-slug';

describe('display event (spec 01 §3)', () => {
  it('describes the location', () => {
    expect(locationText({ locationType: 'online', venue: 'x', city: 'y' })).toBe('Online Event');
    expect(locationText({ locationType: 'physical', venue: 'Round House', city: 'Bristol' })).toBe(
      'Round House, Bristol',
    );
    expect(locationText({ locationType: 'physical', venue: '', city: 'Bristol' })).toBe('Bristol');
    expect(locationText({ locationType: 'physical', venue: null, city: ' ' })).toBe('Location TBD');
  });
  it('names the host: display name, else first and last name, else handle', () => {
    expect(hostedBy({ displayName: 'Moon Sisters', firstName: 'Maya', lastName: 'Rivers' })).toBe(
      'Moon Sisters',
    );
    expect(hostedBy({ displayName: null, firstName: 'Maya', lastName: 'Rivers' })).toBe(
      'Maya Rivers',
    );
    expect(hostedBy({ firstName: '', lastName: '', handle: 'maya' })).toBe('maya');
    expect(hostedBy({})).toBe('');
  });
  it('lists hosts as English does: "A", "A & B", "A, B & C"', () => {
    expect(joinNames([])).toBe('');
    expect(joinNames(['Maya'])).toBe('Maya');
    expect(joinNames(['Maya', 'Theo'])).toBe('Maya & Theo');
    expect(joinNames(['Maya', 'Theo', 'Rosa'])).toBe('Maya, Theo & Rosa');
    expect(joinNames(['A', 'B', 'C', 'D'])).toBe('A, B, C & D');
  });
  it("links a host's space by @handle, else by their id", () => {
    expect(hostSpacePath({ userId: 'u1', handle: 'maya-rivers' })).toBe('/@maya-rivers');
    expect(hostSpacePath({ userId: 'u1', handle: null })).toBe('/facilitator/u1');
  });
  it('de-duplicates tags case-insensitively and puts Festivals & Retreats first', () => {
    expect(displayTags(['Yoga', 'yoga', 'Festivals & Retreats', 'Outdoors'], [], null)).toEqual([
      'Festivals & Retreats',
      'Yoga',
      'Outdoors',
    ]);
    expect(displayTags([], ['Ceremony', 'Circles'], 'Ceremony')).toEqual(['Ceremony', 'Circles']);
    expect(displayTags([], [], 'Ceremony')).toEqual(['Ceremony']);
  });
  it('builds the slug of spec 01 §9', () => {
    expect(eventSlug('Full Moon  Cacao -- Ceremony!', 'abc')).toBe('full-moon-cacao-ceremony-abc');
    expect(eventSlug('x'.repeat(80), '1')).toBe(`${'x'.repeat(50)}-1`);
  });
  it('cuts a description to 60 characters for the mobile card (spec 02 §9)', () => {
    expect(cardSummary('Bring a blanket.')).toBe('Bring a blanket.');
    expect(cardSummary('x'.repeat(60))).toBe('x'.repeat(60));
    expect(cardSummary(`${'x'.repeat(60)}y`)).toBe(`${'x'.repeat(60)}…`);
    // Characters, not UTF-16 units: the 60th is a whole emoji.
    expect(cardSummary(`${'x'.repeat(59)}🌕 and more`)).toBe(`${'x'.repeat(59)}🌕…`);
    expect(cardSummary('')).toBe('');
    // White space around the text never counts, and none is left before the ellipsis.
    expect(cardSummary(`  ${'x'.repeat(58)}  `)).toBe('x'.repeat(58));
    expect(cardSummary(`${'x'.repeat(55)}     more words`)).toBe(`${'x'.repeat(55)}…`);
    expect(cardSummary(`🌕${'x'.repeat(59)}y`)).toBe(`🌕${'x'.repeat(59)}…`);
  });
});

describe('the event placeholder', () => {
  it('is named by the hash of what it holds, so a changed picture gets a new address', async () => {
    const bytes = await readFile(
      new URL(`../../../public${PLACEHOLDER_EVENT_IMAGE}`, import.meta.url),
    );
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
    expect(PLACEHOLDER_EVENT_IMAGE).toBe(`/event-placeholder.${hash}.svg`);
  });
});
