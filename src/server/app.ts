import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerAccounts } from './composition/accounts';
import { registerCalendars } from './composition/calendars';
import { registerAdministration } from './composition/administration';
import { compositionContext, type BuildAppOptions } from './composition/context';
import { registerEvents } from './composition/events';
import { registerJobHandlers } from './composition/jobs';
import { registerPages } from './composition/pages';
import { registerSpaces } from './composition/spaces';
import { registerTickets } from './composition/tickets';
import { databaseHealthOf } from './db/client';
import { registerClientErrorRoutes } from './features/client-errors/client-errors.routes';
import { registerContactRoutes } from './features/contact/contact.routes';
import { registerApiDocs } from './lib/api-docs';
import { registerCompression } from './lib/compression';
import { configuredStorage } from './lib/configured-storage';
import { registerErrorHandler } from './lib/error-handler';
import { publicOrigins } from './lib/file-storage';
import { registerHealthRoutes } from './lib/health.routes';
import { httpServerTimeouts } from './lib/http-timeouts';
import { registerJsonBodyParser } from './lib/json-body';
import { registerNulGuard } from './lib/nul-guard';
import { registerSecurity } from './lib/security';
import { registerUploadRoutes } from './lib/uploads.routes';

export type { BuildAppOptions } from './composition/context';
export type { JobHandlers } from './composition/jobs';

/**
 * Kindred's HTTP app: Fastify and its plugins, then each feature's routes. What one feature
 * needs of another is wired in `composition/` (ADR 32); features never import one another.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    ...httpServerTimeouts(config.httpTimeouts),
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerNulGuard(app);
  const storage = options.storage ?? (await configuredStorage(config));
  registerSecurity(app, { publicUrl: config.publicUrl, imageOrigins: publicOrigins(storage) });
  registerJsonBodyParser(app);
  await registerCompression(app);
  await app.register(multipart);
  await registerApiDocs(app);

  const ctx = compositionContext(app, options, storage);
  const auth = registerAccounts(ctx);
  registerJobHandlers(ctx, auth);
  registerSpaces(ctx);
  // Tickets first: events tell their guests of changes through what it answers.
  const tickets = await registerTickets(ctx);
  registerEvents(ctx, tickets.eventGuests);
  registerCalendars(ctx);
  registerAdministration(ctx);
  registerClientErrorRoutes(app, { db });
  registerContactRoutes(app, { db });
  registerUploadRoutes(app, { storage });
  registerHealthRoutes(app, { health: options.databaseHealth ?? databaseHealthOf(db) });
  await registerPages(ctx, tickets.offers);
  return app;
}
