import { describe, expect, it } from 'vitest';
import { leadsGatherings, spaceSchemaType } from './space-kind';

describe('spaceSchemaType and leadsGatherings', () => {
  it('types a venue, or a space with only organising roles, as an Organization', () => {
    expect(spaceSchemaType(['Venue'])).toBe('Organization');
    expect(spaceSchemaType(['Venue', 'Facilitator'])).toBe('Organization');
    expect(spaceSchemaType(['Event Organiser'])).toBe('Organization');
    expect(leadsGatherings(['Venue', 'Facilitator'])).toBe(false);
  });

  it('types everyone else as a Person, an organiser who also facilitates included', () => {
    expect(spaceSchemaType([])).toBe('Person');
    expect(spaceSchemaType(['Facilitator', 'DJ', 'Event Organiser'])).toBe('Person');
    expect(spaceSchemaType(['Volunteer'])).toBe('Person');
  });

  it('says who leads gatherings: facilitators, DJs, musicians…, not helpers', () => {
    expect(leadsGatherings(['Facilitator'])).toBe(true);
    expect(leadsGatherings([' dj '])).toBe(true);
    expect(leadsGatherings(['Musician', 'Volunteer'])).toBe(true);
    expect(leadsGatherings(['Volunteer', 'Creative Services'])).toBe(false);
    expect(leadsGatherings([])).toBe(false);
  });
});
