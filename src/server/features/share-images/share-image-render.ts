import satori from 'satori';
import sharp from 'sharp';
import { CARD_HEIGHT, CARD_WIDTH, type CardNode } from './share-image-cards';
import { shareImageFonts } from './share-image-fonts';

/**
 * Draws a card: satori lays it out and turns every letter into a vector path with the fonts we
 * ship, so the SVG it makes needs no font to draw; sharp (already the app's image library)
 * rasterises it to PNG. No system font is ever looked up (ADR 25).
 */
export async function renderCard(card: CardNode): Promise<Buffer> {
  return sharp(Buffer.from(await cardSvg(card)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The card as satori lays it out: shapes and paths only, no <text> for a renderer to set. */
export async function cardSvg(card: CardNode): Promise<string> {
  return satori(card as unknown as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: await shareImageFonts(),
  });
}

/**
 * An uploaded cover as networks take it: JPEG (the stored widths are WebP, which Facebook,
 * LinkedIn and WhatsApp do not show), cut to 1200×630 around its centre.
 */
export function coverCrop(stored: Buffer): Promise<Buffer> {
  return sharp(stored, { limitInputPixels: 50_000_000 })
    .resize(CARD_WIDTH, CARD_HEIGHT, { fit: 'cover', position: 'centre' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 84, mozjpeg: true })
    .toBuffer();
}

/** A space's stored picture (WebP, which satori cannot read) as a small PNG to draw in a card. */
export async function avatarDataUri(stored: Buffer): Promise<string> {
  const png = await sharp(stored, { limitInputPixels: 50_000_000 })
    .resize(300, 300, { fit: 'cover' })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}
