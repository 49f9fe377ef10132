import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultHttpTimeouts, loadConfig } from './config';

/** The DATA_DIR every configuration here is loaded with: it must exist. */
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'kindred-config-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('HTTP timeouts in the configuration', () => {
  it('has limits by default, so no slow client holds a connection forever', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).httpTimeouts).toEqual(defaultHttpTimeouts);
    expect(Object.values(defaultHttpTimeouts).every((ms) => ms > 0)).toBe(true);
  });

  it('reads each from the environment, in seconds', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      HTTP_HEADERS_TIMEOUT_SECONDS: '5',
      HTTP_REQUEST_TIMEOUT_SECONDS: '30',
      HTTP_CONNECTION_TIMEOUT_SECONDS: '20',
      HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: '65',
    });
    expect(config.httpTimeouts).toEqual({
      headersMs: 5000,
      requestMs: 30_000,
      connectionMs: 20_000,
      keepAliveMs: 65_000,
    });
  });

  it.each([
    [{ HTTP_REQUEST_TIMEOUT_SECONDS: '0' }, 'HTTP_REQUEST_TIMEOUT_SECONDS'],
    [{ HTTP_HEADERS_TIMEOUT_SECONDS: 'soon' }, 'HTTP_HEADERS_TIMEOUT_SECONDS'],
    [
      { HTTP_HEADERS_TIMEOUT_SECONDS: '60', HTTP_REQUEST_TIMEOUT_SECONDS: '30' },
      'HTTP_HEADERS_TIMEOUT_SECONDS must not be longer than HTTP_REQUEST_TIMEOUT_SECONDS',
    ],
  ])('refuses to start with %o, naming the setting', (env, named) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(named);
  });
});

describe('storage in the configuration', () => {
  it('keeps uploads in DATA_DIR unless S3_BUCKET is set', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).storage).toEqual({ kind: 'disk' });
    expect(loadConfig({ DATA_DIR: dataDir, S3_BUCKET: '' }).storage).toEqual({ kind: 'disk' });
  });

  it('on an S3-compatible server: the bucket in the path, public addresses on the endpoint', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      S3_BUCKET: 'kindred',
      S3_ENDPOINT: 'http://minio.internal:9000/',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'kindred',
      endpoint: 'http://minio.internal:9000',
      region: 'us-east-1',
      publicUrl: 'http://minio.internal:9000/{bucket}',
      forcePathStyle: true,
    });
  });

  it('on Amazon S3: the region from S3_REGION or AWS_REGION, addresses by bucket host name', () => {
    const config = loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'kindred', AWS_REGION: 'eu-west-2' });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'kindred',
      endpoint: undefined,
      region: 'eu-west-2',
      publicUrl: 'https://{bucket}.s3.eu-west-2.amazonaws.com',
      forcePathStyle: false,
    });
    const own = loadConfig({
      DATA_DIR: dataDir,
      S3_BUCKET: 'kindred',
      S3_REGION: 'eu-central-1',
      AWS_REGION: 'eu-west-2',
      S3_PUBLIC_URL: 'https://images.example.org/',
      S3_FORCE_PATH_STYLE: 'true',
    }).storage;
    expect(own).toMatchObject({
      region: 'eu-central-1',
      publicUrl: 'https://images.example.org',
      forcePathStyle: true,
    });
    const perBucket = loadConfig({
      DATA_DIR: dataDir,
      S3_BUCKET: 'kindred',
      S3_PUBLIC_URL: 'https://{bucket}.images.example.org',
    }).storage;
    expect(perBucket).toMatchObject({ publicUrl: 'https://{bucket}.images.example.org' });
  });

  it.each([
    [{ S3_BUCKET: 'Kindred_Images' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'k'.repeat(45) }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'kindred', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
    [{ S3_BUCKET: 'kindred', S3_PUBLIC_URL: 'images' }, 'S3_PUBLIC_URL'],
  ])('refuses to start with %o, naming the setting', (env, named) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(named);
  });
});

describe('card payments in the configuration', () => {
  const secretKey = 'sk_test_51Kindred0000000000';
  const webhookSecret = 'whsec_kindred0000000000';

  it('takes paid tickets offline unless both Stripe keys are set', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).stripe).toBeUndefined();
    expect(
      loadConfig({ DATA_DIR: dataDir, STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' }).stripe,
    ).toBeUndefined();
  });

  it('pays by card through Stripe when both are set', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
    });
    expect(config.stripe).toEqual({ secretKey, webhookSecret });
  });

  it.each([
    [
      { STRIPE_SECRET_KEY: secretKey },
      'STRIPE_WEBHOOK_SECRET: card payments through Stripe need both',
    ],
    [
      { STRIPE_WEBHOOK_SECRET: webhookSecret },
      'STRIPE_SECRET_KEY: card payments through Stripe need both',
    ],
    [
      { STRIPE_SECRET_KEY: 'pk_test_51Kindred', STRIPE_WEBHOOK_SECRET: webhookSecret },
      'not the publishable pk_… one',
    ],
    [{ STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: 'secret' }, 'STRIPE_WEBHOOK_SECRET'],
  ])('refuses to start with %o, naming the setting', (env, named) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(named);
  });
});
