import { escapeHtml } from './escape-html';

/** The last line of every mail Kindred sends. */
export const MAIL_SIGNATURE = 'Kindred — connecting hearts and healing communities';

/**
 * A link in a paragraph of its own: `before`, the link, and `end`. In the text the address
 * follows the label ("Book your place: https://…") and ends the paragraph, so `end` (a full
 * stop) is the HTML's only: after an address, some mail readers take it into the link.
 */
export type MailLink = { url: string; label: string; before?: string; end?: string };

/** A picture attached to the mail and shown inline in its HTML (the text has none). */
export type MailImage = { image: { cid: string; alt: string; width: number; height: number } };

/** A line across (the text's "—"), between what someone wrote and what Kindred adds. */
export type MailRule = { rule: true };

/**
 * A part of a mail. A string is text as written: its line breaks are kept, and in the HTML a
 * blank line starts a new paragraph (so a host's message reads as they typed it).
 */
export type MailBlock = string | MailLink | MailImage | MailRule;

/** The first word of someone's name, to greet them by. */
export function firstName(fullName: string): string {
  return fullName.split(' ')[0] ?? '';
}

/**
 * A mail's text and HTML bodies from its content, written once: "Hello {hello}," when given
 * ("Hello there," for an account without a name), the blocks in order (false, null, undefined
 * and empty ones left out: the parts only some mails have), and the signature. Everything is
 * escaped for the HTML here, so a name, title or message is never markup.
 */
export function mailBody({
  hello,
  blocks,
}: {
  hello?: string;
  blocks: Array<MailBlock | false | null | undefined>;
}): { text: string; html: string } {
  const all: MailBlock[] = [
    ...(hello === undefined ? [] : [`Hello ${hello || 'there'},`]),
    ...blocks.filter((block): block is MailBlock => Boolean(block)),
    MAIL_SIGNATURE,
  ];
  return {
    text: all.flatMap((block) => textOf(block) ?? []).join('\n\n'),
    html: all.map(htmlOf).join(''),
  };
}

function textOf(block: MailBlock): string | undefined {
  if (typeof block === 'string') return block;
  if ('rule' in block) return '—';
  if ('image' in block) return undefined;
  return `${block.before ?? ''}${block.label}: ${block.url}`;
}

function htmlOf(block: MailBlock): string {
  if (typeof block === 'string')
    return block
      .split(/\r?\n\s*\r?\n/)
      .map((part) => `<p>${escapeHtml(part.trim()).replace(/\r?\n/g, '<br>')}</p>`)
      .join('');
  if ('rule' in block) return '<hr>';
  if ('image' in block) {
    const { cid, alt, width, height } = block.image;
    return `<p><img src="cid:${escapeHtml(cid)}" width="${width}" height="${height}" alt="${escapeHtml(alt)}"></p>`;
  }
  const link = `<a href="${escapeHtml(block.url)}">${escapeHtml(block.label)}</a>`;
  return `<p>${escapeHtml(block.before ?? '')}${link}${escapeHtml(block.end ?? '')}</p>`;
}
