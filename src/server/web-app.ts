import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { createPageTemplate, type PageTemplate } from './lib/html-head';
import { readModulePreloads } from './lib/module-preloads';

/**
 * Hashed assets (the app's code, styles, the logo and the default avatar) never change at their
 * address. The event placeholder's address is part of the API's answers, so it cannot carry a
 * hash: a week, then the browser checks it. Anything else in the folder, an hour.
 */
function cacheControlOf(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`))
    return 'public, max-age=31536000, immutable';
  if (path.basename(filePath) === 'event-placeholder.svg')
    return 'public, max-age=604800, stale-while-revalidate=86400';
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
  return createPageTemplate(await readFile(indexFile, 'utf8'), await readModulePreloads(distDir));
}
