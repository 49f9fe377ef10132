import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { openDatabase, type DatabaseHandle } from './db/client';
import { eventInput } from './test/event-helpers';
import { freePort } from './test/free-port';
import { createTestApp, signUp, testConfig } from './test/test-app';
import { memoryJobQueue } from './test/memory-job-queue';
import { createWebDist, readHead } from './test/web-dist';

// Issue 9, item 23: with PostgreSQL out of reach the API says so (503 with Retry-After and a
// message for people), liveness still answers, readiness does not.
describe('the API while PostgreSQL cannot be reached', () => {
  let app: FastifyInstance;
  let handle: DatabaseHandle;
  let dataDir: string;
  // A real session cookie (same secret), made where the database works: with it, the session
  // lookup itself needs the database.
  let cookie: string;
  beforeAll(async () => {
    const working = await createTestApp('pglite');
    ({ cookie } = await signUp(working, { email: 'signed-in@example.com' }));
    await working.close();

    dataDir = await mkdtemp(path.join(os.tmpdir(), 'kindred-unreachable-'));
    // A port nothing listens on: every connection is refused, as when PostgreSQL is down.
    const url = `postgres://postgres@127.0.0.1:${await freePort()}/kindred`;
    handle = await openDatabase({ databaseUrl: url });
    app = await buildApp({
      config: testConfig({ dataDir, databaseUrl: url, publicCacheSeconds: 0 }),
      webDistDir: (await createWebDist()).dir,
      db: handle.db,
      databaseHealth: handle.health,
      jobs: memoryJobQueue(),
      mailer: { send: async () => undefined },
      logger: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['GET', '/api/events', false, undefined],
    ['GET', '/api/events/search?q=cacao', false, undefined],
    ['GET', '/api/me', true, undefined],
    ['GET', '/api/profile', true, undefined],
    ['POST', '/api/events', true, { event: eventInput(), publish: true }],
    [
      'POST',
      '/api/auth/sign-in/email',
      false,
      { email: 'a@example.com', password: 'x'.repeat(12) },
    ],
    [
      'POST',
      '/api/contact',
      false,
      { name: 'Ana', email: 'a@example.com', topic: 'General question', message: 'Hello, friends' },
    ],
  ])(
    '%s %s answers 503 with Retry-After and a message for people',
    async (method, url, signedIn, payload) => {
      const response = await app.inject({
        method: method as 'GET' | 'POST',
        url,
        headers: signedIn ? { cookie } : {},
        payload,
      });
      expect(response.statusCode, response.body).toBe(503);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Kindred is briefly unavailable. Please try again in a moment.',
      });
    },
  );

  it.each([
    '/events/full-moon?id=00000000-0000-4000-8000-000000000000',
    '/@maya-moves',
    '/facilitator/maya-moves',
  ])('answers the page %s with the app and 503, not a JSON error', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(503);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const head = readHead(response.body);
    expect(head.titles).toEqual(['Kindred is briefly unavailable · Kindred']);
    expect(head.robots).toEqual(['noindex']);
    expect(head.bodyHasRoot).toBe(true);
  });

  it('still answers the liveness check, which never asks the database', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('answers the readiness check with 503', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode, response.body).toBe(503);
    expect(response.headers['retry-after']).toBeDefined();
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
