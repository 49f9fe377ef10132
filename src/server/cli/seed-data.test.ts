import { describe, expect, it } from 'vitest';
import { demoPeople } from './seed-data';
import { demoSpaces } from './seed-events';

describe('demo content', () => {
  it('publishes no login address as a contact link of a space', () => {
    const logins = new Set(demoPeople.map((p) => p.email.toLowerCase()));
    for (const space of demoSpaces) {
      for (const value of Object.values(space.socialLinks)) {
        expect(
          logins.has(
            value
              .replace(/^mailto:/, '')
              .trim()
              .toLowerCase(),
          ),
          space.handle,
        ).toBe(false);
      }
    }
  });
});
