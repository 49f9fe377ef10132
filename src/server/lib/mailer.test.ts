import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

describe('the mailer', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('writes a mail’s own headers into the message (RFC 8058 one-click unsubscribe)', async () => {
    const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'kindred-outbox-'));
    dirs.push(outboxDir);
    const log = { info: () => {} } as unknown as FastifyBaseLogger;
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Kindred <k@example.com>',
      outboxDir,
      log,
    });
    await mailer.send({
      to: 'gus@example.com',
      subject: 'Maya Rivers published Sound Bath',
      text: 'Hello Gus',
      html: '<p>Hello Gus</p>',
      headers: {
        'List-Unsubscribe': '<https://kindred.example/unsubscribe/u1/t1>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    const [file] = await readdir(outboxDir);
    const message = await readFile(path.join(outboxDir, file!), 'utf8');
    const headers = message.split('\r\n\r\n')[0]!.split('\r\n');
    expect(headers).toContain('List-Unsubscribe: <https://kindred.example/unsubscribe/u1/t1>');
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });
});
