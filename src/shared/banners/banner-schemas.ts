import { z } from 'zod';
import { uuidSchema } from '../ids';
import { text } from '../input-rules';
import { BANNER_COLOUR_KEYS, DEFAULT_BANNER_COLOUR } from './banner-colours';
import { BANNER_PAGES } from './banner-pages';

/** The most HTML one banner's message may be, as written (a few paragraphs with links). */
export const BANNER_MESSAGE_MAX = 5_000;

export const bannerMessageRequired = 'Write a message for the banner.';

/**
 * The words a banner's HTML shows, roughly: tags dropped, spaces (the editor's `&nbsp;` too)
 * collapsed. Enough to tell an empty editor (`<p></p>`) from a message.
 */
export function visibleText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export const bannerPageSchema = z.enum(BANNER_PAGES, {
  error: `Choose pages from: ${BANNER_PAGES.join(', ')}.`,
});

export const bannerColourSchema = z.enum(BANNER_COLOUR_KEYS, {
  error: 'Choose one of the banner colours offered.',
});

/** What a super admin saves: the message (HTML, sanitised by the server), pages and colour. */
export const saveBannerSchema = z.object({
  messageHtml: text()
    .max(BANNER_MESSAGE_MAX, `Keep the message under ${BANNER_MESSAGE_MAX} characters of HTML.`)
    .refine((html) => visibleText(html).length > 0, bannerMessageRequired),
  pages: z
    .array(bannerPageSchema)
    .min(1, 'Choose at least one page.')
    .max(BANNER_PAGES.length * 2, 'Choose each page once.')
    .transform((pages) => [...new Set(pages)]),
  colour: bannerColourSchema.default(DEFAULT_BANNER_COLOUR),
  active: z.boolean().default(true),
});
export type SaveBannerInput = z.input<typeof saveBannerSchema>;
export type SaveBannerValues = z.output<typeof saveBannerSchema>;

/** A banner as the super admin manages it. */
export const bannerSchema = z.object({
  id: z.string(),
  messageHtml: z.string(),
  pages: z.array(bannerPageSchema),
  colour: bannerColourSchema,
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const bannerListSchema = z.object({ banners: z.array(bannerSchema) });
export type BannerList = z.infer<typeof bannerListSchema>;

export const bannerIdParamsSchema = z.object({ id: uuidSchema('Banner not found') });

export const currentBannerQuerySchema = z.object({ page: bannerPageSchema });

/** The newest active banner of one page, as every visitor sees it; null when there is none. */
export const currentBannerSchema = z.object({
  banner: z
    .object({
      id: z.string(),
      messageHtml: z.string(),
      colour: bannerColourSchema,
      updatedAt: z.string(),
    })
    .nullable(),
});
export type CurrentBanner = z.infer<typeof currentBannerSchema>;
