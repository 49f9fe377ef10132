import { knownBannerColour, type BannerColour } from '../../../shared/banners/banner-colours';
import { BANNER_PAGES, type BannerPage } from '../../../shared/banners/banner-pages';
import {
  bannerMessageRequired,
  visibleText,
  type Banner,
  type CurrentBanner,
} from '../../../shared/banners/banner-schemas';
import type { Database } from '../../db/client';
import type { AnnouncementBannerRow } from '../../db/schema/banners';
import { AppError } from '../../lib/app-error';
import type { SignedInViewer } from '../../lib/viewer';
import { sanitizeBannerHtml } from './banner-html';
import {
  deleteBanner,
  findAllBanners,
  findNewestActiveBanner,
  insertBanner,
  updateBanner,
} from './banners.repository';

type BannerInput = {
  messageHtml: string;
  pages: BannerPage[];
  colour: BannerColour;
  active: boolean;
};

const notFound = () => new AppError('NOT_FOUND', 'Banner not found');

function toBanner(row: AnnouncementBannerRow): Banner {
  return {
    id: row.id,
    // Sanitised again on the way out: a row saved under older rules obeys today's.
    messageHtml: sanitizeBannerHtml(row.messageHtml),
    pages: BANNER_PAGES.filter((page) => row.pages.includes(page)),
    colour: knownBannerColour(row.colour),
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The message as it will be stored: sanitised, and still saying something once it is. */
function cleanMessage(html: string): string {
  const clean = sanitizeBannerHtml(html);
  if (visibleText(clean).length === 0)
    throw new AppError('VALIDATION_FAILED', bannerMessageRequired, {
      fieldErrors: { messageHtml: [bannerMessageRequired] },
    });
  return clean;
}

export async function listBanners(db: Database): Promise<Banner[]> {
  return (await findAllBanners(db)).map(toBanner);
}

export async function createBanner(
  db: Database,
  viewer: SignedInViewer,
  input: BannerInput,
): Promise<Banner> {
  const row = await insertBanner(db, {
    ...input,
    messageHtml: cleanMessage(input.messageHtml),
    createdBy: viewer.userId,
  });
  return toBanner(row);
}

export async function editBanner(db: Database, id: string, input: BannerInput): Promise<Banner> {
  const row = await updateBanner(db, id, {
    ...input,
    messageHtml: cleanMessage(input.messageHtml),
  });
  if (!row) throw notFound();
  return toBanner(row);
}

export async function setBannerActive(db: Database, id: string, active: boolean): Promise<Banner> {
  const row = await updateBanner(db, id, { active });
  if (!row) throw notFound();
  return toBanner(row);
}

export async function removeBanner(db: Database, id: string): Promise<void> {
  if (!(await deleteBanner(db, id))) throw notFound();
}

/** What every visitor of `page` sees under the header (spec 01 §4): one banner or none. */
export async function currentBanner(db: Database, page: BannerPage): Promise<CurrentBanner> {
  const row = await findNewestActiveBanner(db, page);
  if (!row) return { banner: null };
  const { id, messageHtml, colour, updatedAt } = toBanner(row);
  return { banner: { id, messageHtml, colour, updatedAt } };
}
