import { TAGLINE } from '../../../shared/page-titles';
import { brandTheme, DEFAULT_DARK, DEFAULT_LIGHT } from '../../../shared/spaces/colours';
import { drawable, fontFamily } from './share-image-fonts';

/**
 * The preview pictures' layouts, 1200×630 (the size Facebook, LinkedIn, X, Slack and WhatsApp
 * show large), as the element trees satori lays out: an event's, a space's and the site's. Text
 * sits on the brand's light colour in its dark colour, or the reverse, always at 4.5:1 or more
 * (`brandTheme`). Long titles get a smaller size and stop after three lines with an ellipsis.
 */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Bump when a layout changes, so every preview's address changes and caches fetch it again. */
export const LAYOUT_VERSION = 1;

/** An element as satori reads it (React's shape, without React). */
export type CardNode = {
  type: string;
  key: null;
  props: { style?: Record<string, unknown>; children?: unknown; [attribute: string]: unknown };
};

type Child = CardNode | string | null | false;

const h = (type: string, style: Record<string, unknown>, ...children: Child[]): CardNode => ({
  type,
  key: null,
  props: {
    style,
    children: children
      .filter((c) => c !== null && c !== false)
      .map((c) => (typeof c === 'string' ? drawable(c) : c)),
  },
});

const img = (src: string, size: number, style: Record<string, unknown> = {}): CardNode => ({
  type: 'img',
  key: null,
  props: { src, width: size, height: size, style },
});

export type Colours = { dark: string | null | undefined; light: string | null | undefined };

/** Kindred's mark (src/web/assets/logo.svg) drawn in the band's colours. */
function logo(ink: string, paper: string, size: number): CardNode {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${paper}"/><path d="M32 50s-16-9.5-16-21a9 9 0 0 1 16-5.7A9 9 0 0 1 48 29c0 11.5-16 21-16 21z" fill="${ink}"/><path d="M32 44V27m0 8c-3-3-7-3.5-9-3m9 0c3-3 7-3.5 9-3" stroke="${paper}" stroke-width="2.5" fill="none" stroke-linecap="round"/></svg>`;
  return img(`data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, size);
}

/** The rings of the event placeholder, in a corner, faint. */
function rings(colour: string, right: number, top: number): CardNode {
  const ring = (size: number) =>
    h('div', {
      position: 'absolute',
      right: right - size / 2,
      top: top - size / 2,
      width: size,
      height: size,
      borderRadius: size / 2,
      border: `6px solid ${colour}`,
      opacity: 0.16,
    });
  return h(
    'div',
    { position: 'absolute', display: 'flex', inset: 0 },
    ...[240, 400, 560].map(ring),
  );
}

/** The band along the bottom: Kindred's mark and name, and a line of the card's own. */
function band(theme: ReturnType<typeof brandTheme>, right: string): CardNode {
  return h(
    'div',
    {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      height: 116,
      padding: '0 72px',
      background: theme.accent,
      color: theme.onAccent,
    },
    h(
      'div',
      { display: 'flex', alignItems: 'center' },
      logo(theme.accent, theme.onAccent, 60),
      h(
        'div',
        { marginLeft: 20, fontFamily: fontFamily('Lora'), fontSize: 42, fontWeight: 600 },
        'Kindred',
      ),
    ),
    h(
      'div',
      {
        display: 'block',
        maxWidth: 700,
        fontSize: 28,
        lineClamp: 1,
        textAlign: 'right',
      },
      right,
    ),
  );
}

/** Bigger for a few words, smaller for many, so most titles fit in three lines. */
function titleSize(title: string): number {
  const length = Array.from(title).length;
  if (length <= 24) return 88;
  if (length <= 48) return 76;
  if (length <= 80) return 64;
  return 54;
}

function title(text: string, colour: string, width: number): CardNode {
  return h(
    'div',
    {
      display: 'block',
      width,
      fontFamily: fontFamily('Lora'),
      fontWeight: 600,
      fontSize: titleSize(text),
      lineHeight: 1.12,
      color: colour,
      lineClamp: 3,
    },
    text,
  );
}

const page = (background: string, ...children: Child[]) =>
  h(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      position: 'relative',
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      background,
      fontFamily: fontFamily('Inter'),
    },
    ...children,
  );

/**
 * A host's card (an event's or a space's): their colours, the faint rings in a corner (`rings`:
 * right and top of their centre), the body filling the middle, and the band with `bandText`.
 */
function hostCard(
  theme: ReturnType<typeof brandTheme>,
  layout: {
    rings: [right: number, top: number];
    /** How the body lays out its children. */
    arrange: Record<string, unknown>;
    padding: string;
    bandText: string;
  },
  ...body: Child[]
): CardNode {
  return page(
    theme.background,
    rings(theme.accent, ...layout.rings),
    h(
      'div',
      {
        display: 'flex',
        ...layout.arrange,
        flexGrow: 1,
        padding: layout.padding,
        color: theme.accent,
      },
      ...body,
    ),
    band(theme, layout.bandText),
  );
}

export function eventCard(event: {
  title: string;
  /** "Sat 28 Nov 2026 · 19:00", in London time. */
  when: string;
  place: string;
  hostedBy: string;
  colours: Colours;
}): CardNode {
  const theme = brandTheme(event.colours.dark, event.colours.light);
  return hostCard(
    theme,
    {
      rings: [90, 40],
      arrange: { flexDirection: 'column' },
      padding: '60px 72px 0',
      bandText: event.hostedBy ? `Hosted by ${event.hostedBy}` : '',
    },
    h('div', { display: 'flex', fontSize: 36, fontWeight: 600 }, event.when),
    h(
      'div',
      { display: 'block', width: 900, marginTop: 6, fontSize: 32, lineClamp: 1 },
      event.place,
    ),
    h(
      'div',
      { display: 'flex', flexGrow: 1, alignItems: 'center' },
      title(event.title, theme.accent, 1056),
    ),
  );
}

export function spaceCard(space: {
  name: string;
  /** "@maya-rivers", or nothing before the space has a handle. */
  handle: string;
  roles: string[];
  /** The space's picture as a data URI (PNG), or null to show its initial instead. */
  avatar: string | null;
  /** Where the page is: "kindred.example/@maya-rivers". */
  address: string;
  colours: Colours;
}): CardNode {
  const theme = brandTheme(space.colours.dark, space.colours.light);
  const initial = Array.from(space.name.trim())[0]?.toUpperCase() ?? 'K';
  const picture = space.avatar
    ? img(space.avatar, 300, { borderRadius: 150, border: `8px solid ${theme.accent}` })
    : h(
        'div',
        {
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: 300,
          height: 300,
          borderRadius: 150,
          background: theme.accent,
          color: theme.onAccent,
          fontFamily: fontFamily('Lora'),
          fontSize: 150,
          fontWeight: 600,
        },
        initial,
      );
  return hostCard(
    theme,
    {
      rings: [1140, 560],
      arrange: { alignItems: 'center' },
      padding: '0 72px',
      bandText: space.address,
    },
    picture,
    h(
      'div',
      { display: 'flex', flexDirection: 'column', marginLeft: 56 },
      title(space.name, theme.accent, 700),
      space.handle
        ? h('div', { display: 'flex', marginTop: 18, fontSize: 34, fontWeight: 600 }, space.handle)
        : null,
      space.roles.length > 0
        ? h(
            'div',
            { display: 'block', width: 700, marginTop: 10, fontSize: 30, lineClamp: 2 },
            space.roles.join(' · '),
          )
        : null,
    ),
  );
}

/** Home, the information pages and the sign-in pages: Kindred's own. */
export function siteCard(address: string): CardNode {
  const green = DEFAULT_DARK;
  const cream = DEFAULT_LIGHT;
  return page(
    green,
    rings(cream, 1060, 120),
    h(
      'div',
      {
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        flexGrow: 1,
        padding: '0 88px',
        color: cream,
      },
      h(
        'div',
        { display: 'flex', alignItems: 'center' },
        logo(green, cream, 132),
        h(
          'div',
          { marginLeft: 36, fontFamily: fontFamily('Lora'), fontSize: 132, fontWeight: 600 },
          'Kindred',
        ),
      ),
      h(
        'div',
        { display: 'flex', marginTop: 40, fontSize: 46, fontWeight: 600 },
        // The tagline of the site's title, with a capital.
        `${TAGLINE[0]!.toUpperCase()}${TAGLINE.slice(1)}`,
      ),
      h(
        'div',
        { display: 'flex', marginTop: 16, fontSize: 29 },
        'Cacao ceremonies, ecstatic dance, breathwork, sound baths and retreats',
      ),
      h('div', { display: 'flex', marginTop: 56, fontSize: 30, fontWeight: 600 }, address),
    ),
  );
}
