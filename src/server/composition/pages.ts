import { getEventForVisitor } from '../features/events/events.service';
import { publishedEventLinks } from '../features/events/event-links.service';
import { registerEventPageRoute } from '../features/events/event-page.routes';
import { registerShareImageRoutes } from '../features/share-images/share-images.routes';
import { createShareImages } from '../features/share-images/share-images.service';
import { registerSitePageRoutes } from '../features/site-pages/site-pages.routes';
import { registerSitemapRoutes } from '../features/sitemap/sitemap.routes';
import { publicSpaceLinks } from '../features/spaces/space-links.service';
import { registerSpacePageRoutes } from '../features/spaces/space-page.routes';
import { getSpaceSummary, spaceFactsOf } from '../features/spaces/spaces.service';
import { AppError } from '../lib/app-error';
import { registerNotFound } from '../lib/error-handler';
import { setPageErrorHandler } from '../lib/page-errors';
import { createPageRenderer } from '../lib/server-rendering';
import { registerWebApp } from '../web-app';
import type { Composition } from './context';
import type { TicketOffers } from './tickets';

/** A lookup's answer when the thing is not there (or not anyone's to see): null. */
function nullWhenNotFound(error: unknown): null {
  if (error instanceof AppError && error.status === 404) return null;
  throw error;
}

/**
 * What the web sees that is not the API: the pictures shared links preview, the sitemap, the
 * built web app, and the landing pages drawn on the server (ADR 24) with their HTML errors.
 */
export async function registerPages(ctx: Composition, ticketOffers: TicketOffers): Promise<void> {
  const { app, db, config, options, publicCache } = ctx;
  const { publicUrl } = config;
  // Search engines' view: the info pages, and the events and spaces those features list.
  registerSitemapRoutes(app, {
    publicUrl,
    sources: [publishedEventLinks(db), publicSpaceLinks(db)],
    urlsPerFile: options.sitemapUrlsPerFile,
  });
  // The pictures shared links preview: drawn from what the events and spaces features tell.
  const hostSpaces = (userIds: readonly string[]) => spaceFactsOf(db, userIds);
  const shareImages = createShareImages({
    publicUrl,
    storage: ctx.storage,
    links: {
      findEvent: (id) => getEventForVisitor(db, ctx.isCohost, id).catch(nullWhenNotFound),
      findSpace: (id) => getSpaceSummary(db, id).catch(nullWhenNotFound),
      hostSpaces,
    },
  });
  registerShareImageRoutes(app, { images: shareImages });
  const page = options.webDistDir
    ? await registerWebApp(app, { distDir: options.webDistDir })
    : null;
  const web = page ? { page, publicUrl } : null;
  registerNotFound(app, web);
  if (!web) return;
  const renderer = options.serverEntry
    ? createPageRenderer(app, options.serverEntry, { publicUrl })
    : null;
  // The pages share an error handler that answers HTML, not the API's JSON.
  await app.register(async (pages) => {
    setPageErrorHandler(pages, web);
    registerSitePageRoutes(pages, { ...web, renderer, publicCache, image: shareImages.siteImage });
    registerEventPageRoute(pages, {
      ...web,
      renderer,
      db,
      publicCache,
      isCohost: ctx.isCohost,
      ticketOffers,
      hostSpaces,
      previewImage: shareImages.eventImage,
    });
    registerSpacePageRoutes(pages, {
      ...web,
      db,
      renderer,
      publicCache,
      previewImage: shareImages.spaceImage,
    });
  });
}
