import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { eventCard, siteCard, spaceCard } from './share-image-cards';
import { drawable } from './share-image-fonts';
import { avatarDataUri, cardSvg, coverCrop, renderCard } from './share-image-render';

const colours = { dark: '#7A2E4F', light: '#FBEFF4' };

describe('drawing the preview pictures', () => {
  it('draws every letter as a path, so no machine needs a font installed to rasterise it', async () => {
    const avatar = await avatarDataUri(
      await sharp({ create: { width: 500, height: 400, channels: 3, background: '#C08040' } })
        .webp()
        .toBuffer(),
    );
    for (const card of [
      eventCard({
        title: 'Full Moon Cacao — Łódź',
        when: 'Sat 28 Nov 2026 · 19:00',
        place: 'The Round House, Bristol',
        hostedBy: 'Maya Rivers',
        colours,
      }),
      spaceCard({
        name: 'Maya Rivers',
        handle: '@maya-rivers',
        roles: ['Facilitator'],
        avatar,
        address: 'kindred.example/@maya-rivers',
        colours,
      }),
      siteCard('kindred.example'),
    ]) {
      const svg = await cardSvg(card);
      expect(svg).toMatch(/^<svg [^>]*width="1200" height="630"/);
      expect(svg).not.toMatch(/<text|font-family/);
      expect(svg).toMatch(/<path/);
    }
  });

  it('makes a 1200×630 PNG of a card, and a 1200×630 JPEG of any cover', async () => {
    const png = await renderCard(siteCard('kindred.example'));
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    for (const size of [
      { width: 2400, height: 1600 },
      { width: 600, height: 900 },
    ]) {
      const cover = await sharp({ create: { ...size, channels: 4, background: '#336699' } })
        .webp()
        .toBuffer();
      expect(await sharp(await coverCrop(cover)).metadata()).toMatchObject({
        format: 'jpeg',
        width: 1200,
        height: 630,
      });
    }
  });

  it('leaves out what the shipped fonts cannot draw, rather than drawing empty boxes', () => {
    expect(drawable('Full Moon 🌕 Cacao')).toBe('Full Moon Cacao');
    expect(drawable('Tiếng Việt · Ελληνικά · Привет · Łódź')).toBe(
      'Tiếng Việt · Ελληνικά · Привет · Łódź',
    );
    expect(drawable('茶道 Tea ceremony ✨')).toBe('Tea ceremony');
  });
});
