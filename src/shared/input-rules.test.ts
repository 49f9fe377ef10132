import { describe, expect, it } from 'vitest';
import { eventInputSchema, eventListQuerySchema } from './events/event-schemas';
import { INT4_MAX, isRealDate, text } from './input-rules';
import { spaceInputSchema } from './spaces/space-schemas';
import { socialLinkHref } from './spaces/social-links';

describe('input rules', () => {
  it('accepts only dates that exist on the calendar', () => {
    expect(isRealDate('2024-02-29')).toBe(true);
    expect(isRealDate('2024-02-30')).toBe(false);
    expect(isRealDate('2023-02-29')).toBe(false);
    expect(isRealDate('2024-13-01')).toBe(false);
    expect(isRealDate('0000-00-00')).toBe(false);
    expect(isRealDate('2024-1-1')).toBe(false);
  });

  it('refuses text with a NUL character', () => {
    expect(text().safeParse('fine').success).toBe(true);
    const nul = text().safeParse('a\u0000b');
    expect(nul.success).toBe(false);
    expect(nul.error?.issues[0]?.message).toBe('Text cannot contain the NUL character.');
  });

  it('refuses event dates that do not exist and ids too big for their column', () => {
    const event = {
      isExternal: false,
      title: 'Cacao',
      startDate: '2099-02-30',
      startTime: '10:00',
      endDate: '2099-03-01',
      endTime: '10:00',
      locationType: 'online',
      onlineLink: 'https://example.com',
      price: 0,
    };
    expect(eventInputSchema.safeParse(event).error?.issues[0]?.message).toBe(
      'Please choose a start date',
    );
    const bigId = eventInputSchema.safeParse({
      ...event,
      startDate: '2099-02-28',
      categoryIds: [INT4_MAX + 1],
    });
    expect(bigId.success).toBe(false);
    expect(eventListQuerySchema.safeParse({ categories: '2147483648' }).success).toBe(false);
    expect(eventListQuerySchema.safeParse({ categories: '1,2' }).data?.categories).toEqual([1, 2]);
  });

  it('takes only http(s) addresses in role link fields; social links stay normalised', () => {
    const space = (soundcloudUrl: string, portfolioUrl = '') =>
      spaceInputSchema.safeParse({
        displayName: 'Maya',
        roles: ['DJ', 'Creative Services'],
        roleSpecificData: { DJ: { soundcloudUrl }, 'Creative Services': { portfolioUrl } },
      });
    expect(space('javascript:alert(1)').error?.issues[0]).toMatchObject({
      path: ['roleSpecificData', 'DJ', 'soundcloudUrl'],
      message: 'SoundCloud link must be a web address starting with https://',
    });
    expect(space('https://soundcloud.com/maya', 'data:text/html,hi').success).toBe(false);
    expect(space(' JavaScript:alert(1)').success).toBe(false);
    expect(space('https://soundcloud.com/maya', 'http://maya.example').success).toBe(true);
    expect(space('').success).toBe(true);
    // Social links are not refused but turned into safe links (spec 02 §5).
    expect(socialLinkHref('website', 'javascript:alert(1)')).toBe('https://javascript:alert(1)');
  });
});
