import { describe, expect, it } from 'vitest';
import { firstName, mailBody, MAIL_SIGNATURE } from './mail-body';

const HOSTILE = 'Ana <script>alert("x")</script> & co';

describe('mailBody', () => {
  it('writes the text and the HTML from one content: greeting, paragraphs, link, signature', () => {
    const body = mailBody({
      hello: 'Ada',
      blocks: ['A place is free.', { label: 'Book your place', url: 'https://k.test/e/1' }],
    });
    expect(body.text).toBe(
      `Hello Ada,\n\nA place is free.\n\nBook your place: https://k.test/e/1\n\n${MAIL_SIGNATURE}`,
    );
    expect(body.html).toBe(
      '<p>Hello Ada,</p><p>A place is free.</p>' +
        '<p><a href="https://k.test/e/1">Book your place</a></p>' +
        `<p>${MAIL_SIGNATURE}</p>`,
    );
  });

  it('never lets what people wrote become markup, in text, link labels or addresses', () => {
    const body = mailBody({
      hello: HOSTILE,
      blocks: [
        `${HOSTILE} invited you.`,
        { label: HOSTILE, url: 'https://k.test/x?a=1&b="><script>', before: '<b>', end: '&' },
        { image: { cid: 'a"b', alt: HOSTILE, width: 180, height: 180 } },
      ],
    });
    expect(body.html).not.toContain('<script>');
    expect(body.html).not.toContain('<b>');
    expect(body.html).toContain(
      '<p>Hello Ana &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co,</p>',
    );
    expect(body.html).toContain(
      '<p>&lt;b&gt;<a href="https://k.test/x?a=1&amp;b=&quot;&gt;&lt;script&gt;">Ana &lt;script&gt;',
    );
    expect(body.html).toContain('</a>&amp;</p>');
    expect(body.html).toContain('<img src="cid:a&quot;b" width="180" height="180" alt="Ana &lt;');
    // The text is plain: it stays as written, the address whole, so a reader can follow it.
    expect(body.text).toContain(`Hello ${HOSTILE},`);
    expect(body.text).toContain(`<b>${HOSTILE}: https://k.test/x?a=1&b="><script>`);
  });

  it('puts a link in a sentence, with the address ending the text paragraph', () => {
    const body = mailBody({
      blocks: [
        { before: 'Switch it off in your ', label: 'settings', url: 'https://k.test/s', end: '.' },
      ],
    });
    expect(body.text).toBe(`Switch it off in your settings: https://k.test/s\n\n${MAIL_SIGNATURE}`);
    expect(body.html).toContain(
      '<p>Switch it off in your <a href="https://k.test/s">settings</a>.</p>',
    );
  });

  it('keeps line breaks: a new line within a paragraph, a blank line between two', () => {
    const body = mailBody({
      blocks: ['Bring a blanket.\nWe begin at sunset.\r\n\r\n  See you!', { rule: true }],
    });
    expect(body.text).toBe(
      `Bring a blanket.\nWe begin at sunset.\r\n\r\n  See you!\n\n—\n\n${MAIL_SIGNATURE}`,
    );
    expect(body.html).toBe(
      `<p>Bring a blanket.<br>We begin at sunset.</p><p>See you!</p><hr><p>${MAIL_SIGNATURE}</p>`,
    );
  });

  it('greets "there" when the name is empty, leaves out parts a mail has not, shows pictures in the HTML only', () => {
    const body = mailBody({
      hello: '',
      blocks: [null, false, undefined, { image: { cid: 'qr@k', alt: 'QR', width: 9, height: 9 } }],
    });
    expect(body.text).toBe(`Hello there,\n\n${MAIL_SIGNATURE}`);
    expect(body.html).toBe(
      `<p>Hello there,</p><p><img src="cid:qr@k" width="9" height="9" alt="QR"></p><p>${MAIL_SIGNATURE}</p>`,
    );
  });
});

describe('firstName', () => {
  it('is the first word of a name, empty for no name', () => {
    expect(firstName('Ada Lovelace')).toBe('Ada');
    expect(firstName('')).toBe('');
  });
});
