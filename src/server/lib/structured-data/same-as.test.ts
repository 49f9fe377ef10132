import { describe, expect, it } from 'vitest';
import { sameAsLinks } from './same-as';

describe('sameAsLinks', () => {
  it('keeps absolute https links and makes bare domains into them', () => {
    expect(
      sameAsLinks({
        website: 'mayarivers.example',
        facebook: 'https://facebook.com/maya.rivers',
        spotify: 'https://open.spotify.com/artist/123',
      }),
    ).toEqual([
      'https://mayarivers.example/',
      'https://facebook.com/maya.rivers',
      'https://open.spotify.com/artist/123',
    ]);
  });

  it('turns handles into profile addresses on the networks it knows', () => {
    expect(
      sameAsLinks({
        instagram: '@mayariversmoves',
        tiktok: 'maya_moves',
        mixcloud: 'mayamixes',
        twitter: '@maya',
      }),
    ).toEqual([
      'https://www.instagram.com/mayariversmoves',
      'https://www.tiktok.com/@maya_moves',
      'https://www.mixcloud.com/mayamixes/',
      'https://x.com/maya',
    ]);
  });

  it('leaves out e-mail addresses, phone numbers, http links and what is no address', () => {
    expect(
      sameAsLinks({
        email: 'hello@mayarivers.example',
        phone: '+44 7700 900123',
        website: 'http://insecure.example',
        linkedin: '@maya',
        facebook: 'mailto:maya@example.com',
        tiktok: 'just some words',
        mixcloud: 'javascript:alert(1)',
        instagram: 'https://user:pass@instagram.com/x',
        twitter: '',
      }),
    ).toEqual([]);
    expect(sameAsLinks({ website: 'maya@example.com' })).toEqual([]);
  });

  it('names each address once', () => {
    expect(
      sameAsLinks({
        instagram: 'https://www.instagram.com/maya',
        website: 'www.instagram.com/maya',
      }),
    ).toEqual(['https://www.instagram.com/maya']);
  });
});
