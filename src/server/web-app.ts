import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import {
  OLD_PLACEHOLDER_EVENT_IMAGE,
  PLACEHOLDER_EVENT_IMAGE,
} from '../shared/events/display-event';
import { createPageTemplate, type PageTemplate } from './lib/page-template';
import { readModulePreloads } from './lib/module-preloads';

/** A file in `public/` whose name carries its content's hash (`event-placeholder.29c11293.svg`). */
const HASHED_NAME = /\.[0-9a-f]{8}\.\w+$/;

/**
 * Hashed files (the app's code, styles, the logo, the default avatar, the event placeholder)
 * never change at their address. Anything else in the folder, an hour.
 */
function cacheControlOf(filePath: string): string {
  if (
    filePath.includes(`${path.sep}assets${path.sep}`) ||
    HASHED_NAME.test(path.basename(filePath))
  )
    return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * Serves the built single-page app's files: hashed assets cached for a year, the rest for an
 * hour. Returns index.html parsed into the template every page is answered with (each with its
 * own head); null when the app has not been built.
 */
export async function registerWebApp(
  app: FastifyInstance,
  { distDir }: { distDir: string },
): Promise<PageTemplate | null> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app not built; run `npm run build` to serve it');
    return null;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The build wrote .br and .gz beside each text file; they are sent as they are.
    preCompressed: true,
    // Our own Cache-Control below; the plugin's default (max-age=0) would replace it.
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('cache-control', cacheControlOf(filePath));
    },
  });
  // Pages and answers cached before the placeholder's name carried its hash still name the old
  // address.
  app.get(OLD_PLACEHOLDER_EVENT_IMAGE, (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').redirect(PLACEHOLDER_EVENT_IMAGE, 301),
  );
  return createPageTemplate(await readFile(indexFile, 'utf8'), await readModulePreloads(distDir));
}
