import { describe, expect, it } from 'vitest';
import {
  SEARCH_FIELDS,
  planSearch,
  type SampleFindings,
  type SearchField,
} from './event-search-plan';

const noCounts = Object.fromEntries(SEARCH_FIELDS.map(({ field }) => [field, 0])) as Record<
  SearchField,
  number
>;

/** A sample of 1,000 events that read no further than it was asked to. */
const findings = (overrides: Partial<SampleFindings>): SampleFindings => ({
  walked: 1000,
  threshold: null,
  lastDatePoints: 10,
  counts: noCounts,
  ...overrides,
});

const fieldsLookedFor = (found: SampleFindings) =>
  planSearch(found, 1000).beyond.map(({ field }) => field);

describe('planSearch: what a search still looks for after its sample', () => {
  it('looks for nothing more when the sample read every event to come', () => {
    expect(planSearch(findings({ walked: 120 }), 1000)).toEqual({
      beyond: [],
      descriptions: true,
    });
    expect(planSearch(findings({ walked: 0 }), 1000).beyond).toEqual([]);
  });

  it('looks for every field and descriptions while the sample holds fewer matches than a page', () => {
    const plan = planSearch(findings({ threshold: null }), 1000);
    expect(plan.beyond.map(({ field }) => field)).toEqual(SEARCH_FIELDS.map(({ field }) => field));
    expect(plan.descriptions).toBe(true);
  });

  it('leaves a field whose score and the last date points only reach the threshold, not pass it', () => {
    // A later event ranks after every sample event of its score: 80 + 10 = 90 cannot pass 90.
    expect(fieldsLookedFor(findings({ threshold: 90, lastDatePoints: 10 }))).toEqual([
      'titleStart',
    ]);
    expect(fieldsLookedFor(findings({ threshold: 89, lastDatePoints: 10 }))).toEqual([
      'titleStart',
      'title',
    ]);
    // Past 30 days a date earns nothing: only the score counts.
    expect(fieldsLookedFor(findings({ threshold: 65, lastDatePoints: 0 }))).toEqual([
      'titleStart',
      'title',
      'categories',
    ]);
  });

  it('searches descriptions until the threshold passes what a description can score today', () => {
    // 20 for a description and 10 for today's date: a sample event found by its description
    // could tie 30 and come first, so only above 30 are descriptions left.
    expect(planSearch(findings({ threshold: 30 }), 1000).descriptions).toBe(true);
    expect(planSearch(findings({ threshold: 31 }), 1000).descriptions).toBe(false);
    expect(planSearch(findings({ threshold: 31, walked: 10 }), 1000).descriptions).toBe(false);
  });

  it('walks a field the term is common in, and reads a rare one through its index', () => {
    const plan = planSearch(
      findings({ counts: { ...noCounts, hosts: 10, city: 9, title: 400 } }),
      1000,
    );
    const roads = Object.fromEntries(plan.beyond.map(({ field, road }) => [field, road]));
    expect(roads).toMatchObject({ hosts: 'walk', city: 'index', title: 'walk', venue: 'index' });
  });
});
