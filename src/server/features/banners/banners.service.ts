import { knownBannerColour, type BannerColour } from '../../../shared/banners/banner-colours';
import { BANNER_PAGES, type BannerPage } from '../../../shared/banners/banner-pages';
import {
  bannerMessageRequired,
  visibleText,
  type Banner,
  type CurrentBanner,
} from '../../../shared/banners/banner-schemas';
import type { AuditAction } from '../../../shared/audit-log-schemas';
import { inTransaction, type Database } from '../../db/client';
import type { AnnouncementBannerRow } from '../../db/schema/banners';
import { AppError } from '../../lib/app-error';
import { auditActor, changedFields, writeAudit } from '../../lib/audit-log';
import type { SignedInViewer } from '../../lib/viewer';
import { sanitizeBannerHtml } from './banner-html';
import {
  deleteBanner,
  findAllBanners,
  findNewestActiveBanner,
  insertBanner,
  lockBanner,
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

/** What the audit log keeps of a banner: the fields a super admin sets. */
function auditFields(row: AnnouncementBannerRow): Record<string, unknown> {
  return { messageHtml: row.messageHtml, pages: row.pages, colour: row.colour, active: row.active };
}

function bannerTarget(row: AnnouncementBannerRow) {
  const text = visibleText(row.messageHtml);
  return {
    type: 'banner' as const,
    id: row.id,
    label: text.length > 80 ? `${text.slice(0, 79)}…` : text,
  };
}

/** Every change to a banner: made and written in the audit log in one transaction. */
async function changeBanner(
  db: Database,
  viewer: SignedInViewer,
  id: string,
  action: AuditAction,
  change: (tx: Database, before: AnnouncementBannerRow) => Promise<AnnouncementBannerRow | null>,
): Promise<AnnouncementBannerRow | null> {
  return inTransaction(db, async (tx) => {
    const before = await lockBanner(tx, id);
    if (!before) throw notFound();
    const after = await change(tx, before);
    const diff = after
      ? changedFields(auditFields(before), auditFields(after))
      : { before: auditFields(before), after: null };
    // Asked for what is already so (activating an active banner): nothing to log.
    if (after && Object.keys(diff.after ?? {}).length === 0) return after;
    await writeAudit(tx, auditActor(viewer), {
      action,
      target: bannerTarget(after ?? before),
      ...diff,
    });
    return after;
  });
}

export async function createBanner(
  db: Database,
  viewer: SignedInViewer,
  input: BannerInput,
): Promise<Banner> {
  const messageHtml = cleanMessage(input.messageHtml);
  const row = await inTransaction(db, async (tx) => {
    const created = await insertBanner(tx, { ...input, messageHtml, createdBy: viewer.userId });
    await writeAudit(tx, auditActor(viewer), {
      action: 'banner.created',
      target: bannerTarget(created),
      before: null,
      after: auditFields(created),
    });
    return created;
  });
  return toBanner(row);
}

export async function editBanner(
  db: Database,
  viewer: SignedInViewer,
  id: string,
  input: BannerInput,
): Promise<Banner> {
  const messageHtml = cleanMessage(input.messageHtml);
  const row = await changeBanner(db, viewer, id, 'banner.edited', (tx) =>
    updateBanner(tx, id, { ...input, messageHtml }).then((r) => r ?? null),
  );
  return toBanner(row!);
}

export async function setBannerActive(
  db: Database,
  viewer: SignedInViewer,
  id: string,
  active: boolean,
): Promise<Banner> {
  const action = active ? 'banner.activated' : 'banner.deactivated';
  const row = await changeBanner(db, viewer, id, action, (tx) =>
    updateBanner(tx, id, { active }).then((r) => r ?? null),
  );
  return toBanner(row!);
}

export async function removeBanner(
  db: Database,
  viewer: SignedInViewer,
  id: string,
): Promise<void> {
  await changeBanner(db, viewer, id, 'banner.deleted', async (tx) => {
    await deleteBanner(tx, id);
    return null;
  });
}

/** What every visitor of `page` sees under the header (spec 01 §4): one banner or none. */
export async function currentBanner(db: Database, page: BannerPage): Promise<CurrentBanner> {
  const row = await findNewestActiveBanner(db, page);
  if (!row) return { banner: null };
  const { id, messageHtml, colour, updatedAt } = toBanner(row);
  return { banner: { id, messageHtml, colour, updatedAt } };
}
