import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultHttpTimeouts, loadConfig } from './config';

describe('HTTP timeouts in the configuration', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'kindred-config-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

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
