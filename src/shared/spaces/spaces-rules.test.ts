import { describe, expect, it } from 'vitest';
import {
  brandTheme,
  contrastRatio,
  isHexColour,
  readableDark,
  secondaryFromPrimary,
} from './colours';
import { handleFromName, isValidHandle, normalizeHandle } from './handles';
import {
  addRole,
  addService,
  deleteRole,
  deleteService,
  renameRole,
  renameService,
  toggleRole,
} from './role-editing';
import { DEFAULT_ROLES } from './roles-catalogue';
import { socialLinkHref } from './social-links';

describe('handles (spec 02 §5)', () => {
  it('lower-cases, strips other characters and cuts to 20', () => {
    expect(normalizeHandle('Maya_Rivers!')).toBe('mayarivers');
    expect(normalizeHandle('Sound-Healer 2024')).toBe('sound-healer2024');
    expect(normalizeHandle('a'.repeat(25))).toBe('a'.repeat(20));
  });
  it('accepts 3 to 20 of a-z, 0-9 and hyphen', () => {
    expect(isValidHandle('maya')).toBe(true);
    expect(isValidHandle('ab')).toBe(false);
    expect(isValidHandle('a'.repeat(21))).toBe(false);
    expect(isValidHandle('Maya')).toBe(false);
  });
  it('generates from a name: hyphens for other characters, collapsed, trimmed, at most 20', () => {
    expect(handleFromName('Maya Rivers')).toBe('maya-rivers');
    expect(handleFromName('  Théo  O’Kafor!! ')).toBe('theo-o-kafor');
    expect(handleFromName('The Very Long Facilitator Name Collective')).toBe(
      'the-very-long-facili',
    );
    expect(handleFromName('M')).toBeNull();
  });
});

describe('social links (spec 02 §5)', () => {
  it('normalises each kind and hides empty values', () => {
    expect(socialLinkHref('email', 'maya@example.com')).toBe('mailto:maya@example.com');
    expect(socialLinkHref('phone', '+44 (0)117 496-0000')).toBe('tel:+4401174960000');
    expect(socialLinkHref('instagram', '@maya.moves')).toBe('https://instagram.com/maya.moves');
    expect(socialLinkHref('instagram', 'instagram.com/mayamoves')).toBe(
      'https://instagram.com/mayamoves',
    );
    expect(socialLinkHref('instagram', '@mayamoves')).toBe('https://instagram.com/mayamoves');
    expect(socialLinkHref('instagram', 'mayamoves')).toBe('https://instagram.com/mayamoves');
    expect(socialLinkHref('website', 'kindred.example')).toBe('https://kindred.example');
    expect(socialLinkHref('website', 'http://kindred.example')).toBe('http://kindred.example');
    expect(socialLinkHref('tiktok', '   ')).toBeNull();
  });
});

describe('brand colours', () => {
  it('checks hex colours', () => {
    expect(isHexColour('#2D4A22')).toBe(true);
    expect(isHexColour('#2D4A2')).toBe(false);
    expect(isHexColour('2D4A22')).toBe(false);
  });
  it('makes a light secondary colour from the primary', () => {
    const light = secondaryFromPrimary('#2D4A22');
    expect(isHexColour(light)).toBe(true);
    expect(contrastRatio('#2D4A22', light)).toBeGreaterThan(4.5);
  });
  it('computes WCAG contrast', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 1);
    expect(contrastRatio('#2D4A22', '#F0F7E8')).toBeGreaterThan(4.5);
  });
  it('darkens a primary that is too pale to read on the light colour, and keeps one that passes', () => {
    expect(readableDark('#2D4A22', '#F0F7E8')).toBe('#2D4A22');
    const fixed = readableDark('#8DAF3D', '#F0F7E8');
    expect(fixed).not.toBe('#8DAF3D');
    expect(contrastRatio(fixed, '#F0F7E8')).toBeGreaterThanOrEqual(4.5);
  });
  it('always gives a readable theme, even for a dark background', () => {
    for (const [dark, light] of [
      ['#FFFF00', '#FFFFAA'],
      ['#123456', '#101010'],
      ['#8DAF3D', '#f6f1e9'],
    ] as const) {
      const theme = brandTheme(dark, light);
      expect(contrastRatio(theme.accent, theme.background)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(theme.onAccent, theme.accent)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('role and service editing (spec 02 §5, §8)', () => {
  it('starts from the eleven default roles', () => {
    expect(Object.keys(DEFAULT_ROLES)).toHaveLength(11);
    expect(DEFAULT_ROLES.DJ).toContain('Ecstatic Dance DJ');
  });
  it('adds, renames and deletes roles with the spec messages', () => {
    const added = addRole(DEFAULT_ROLES, 'Herbalist');
    expect(added).toMatchObject({ ok: true, message: 'Role "Herbalist" added successfully' });
    expect(addRole(DEFAULT_ROLES, 'dj')).toEqual({ ok: false, error: 'Role "dj" already exists' });
    const renamed = renameRole(DEFAULT_ROLES, 'DJ', 'Selector');
    expect(renamed).toMatchObject({ ok: true, message: 'Role "DJ" updated to "Selector"' });
    expect(renamed.ok && Object.keys(renamed.value)).toContain('Selector');
    expect(renameRole(DEFAULT_ROLES, 'DJ', 'Coach')).toEqual({
      ok: false,
      error: 'Role "Coach" already exists',
    });
    expect(deleteRole(DEFAULT_ROLES, 'DJ')).toMatchObject({
      ok: true,
      message: 'Role "DJ" deleted successfully',
    });
  });
  it('adds, renames and deletes services, unique within a role', () => {
    expect(addService(DEFAULT_ROLES, 'DJ', 'Techno DJ')).toMatchObject({
      ok: true,
      message: 'Service "Techno DJ" added to "DJ" successfully',
    });
    expect(addService(DEFAULT_ROLES, 'DJ', '5rhythms dj')).toEqual({
      ok: false,
      error: 'Service "5rhythms dj" already exists for role "DJ"',
    });
    expect(addService(DEFAULT_ROLES, 'Wizard', 'Spells')).toEqual({
      ok: false,
      error: 'Role "Wizard" does not exist',
    });
    expect(renameService(DEFAULT_ROLES, 'DJ', '5Rhythms DJ', 'Five Rhythms DJ')).toMatchObject({
      ok: true,
      message: 'Service "5Rhythms DJ" updated to "Five Rhythms DJ" successfully',
    });
    expect(deleteService(DEFAULT_ROLES, 'DJ', '5Rhythms DJ')).toMatchObject({
      ok: true,
      message: 'Service "5Rhythms DJ" deleted from "DJ" successfully',
    });
  });
  it('drops the services of a role that is deselected', () => {
    const selection = {
      roles: ['DJ', 'Coach'],
      services: { DJ: ['Ecstatic Dance DJ'], Coach: ['Life Coach'] },
    };
    expect(toggleRole(selection, 'DJ')).toEqual({
      roles: ['Coach'],
      services: { Coach: ['Life Coach'] },
    });
    expect(toggleRole(selection, 'Venue').roles).toEqual(['DJ', 'Coach', 'Venue']);
  });
});
