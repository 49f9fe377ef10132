import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { EmailPreferenceKind } from '../../shared/account/account-schemas';

/** A file sent with a mail; `cid` lets the HTML show it inline (`<img src="cid:…">`). */
export type MailAttachment = {
  filename: string;
  content: Buffer | string;
  contentType: string;
  cid?: string;
};

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /**
   * Headers of its own, passed to nodemailer as they are: the followers' news digest's
   * List-Unsubscribe and List-Unsubscribe-Post (RFC 8058), which nodemailer's `list` option
   * cannot write (it knows no List-Unsubscribe-Post).
   */
  headers?: Record<string, string>;
};

/**
 * A mail as it waits in the queue. One its recipient may switch off carries the switch: the
 * mail job looks at it when sending, not when queueing, so switching off stops mail already
 * waiting too. Mail about the account itself (confirmation, password reset) never carries one.
 */
export type QueuedMail = Mail & { preference?: { userId: string; kind: EmailPreferenceKind } };
export type Mailer = { send: (mail: Mail) => Promise<void> };

/**
 * SMTP when SMTP_URL is set. Otherwise every message is written to DATA_DIR/outbox as an .eml
 * file and its links are logged, so a developer can follow a verification link without a
 * mail server.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(pooled(options.smtpUrl));
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await mkdir(options.outboxDir, { recursive: true });
      const safeRecipient = mail.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(options.outboxDir, `${Date.now()}-${safeRecipient}.eml`);
      await writeFile(file, info.message as Buffer);
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      options.log.info(
        { to: mail.to, subject: mail.subject, file, links },
        'e-mail written to outbox',
      );
    },
  };
}

/**
 * The SMTP address with a pool of connections, each kept open for many messages: a connection
 * (and its TLS handshake) per message held mail to about one every two seconds (issue 21). What
 * the address itself says about pooling wins.
 */
export function pooled(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const defaults = { pool: 'true', maxConnections: '5', maxMessages: '100' };
  for (const [key, value] of Object.entries(defaults))
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  return url.toString();
}
