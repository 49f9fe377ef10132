import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Font } from 'satori';

/**
 * The typefaces of the preview pictures, read from the npm packages that ship them (the
 * @fontsource builds of Inter, the web app's text face, and Lora, a serif for titles as the
 * site's headings are), so a fresh machine with no fonts installed draws the same pictures.
 * satori reads WOFF, not WOFF2. Each face comes as subsets; satori falls back from one font to
 * the next for a character the first lacks, so titles in Polish, Vietnamese or Greek are drawn
 * too (Lora has no Greek: Inter draws it).
 */
const require = createRequire(import.meta.url);

const FACES = [
  { name: 'Lora', pkg: '@fontsource/lora', file: 'lora', weight: 600 },
  { name: 'Inter', pkg: '@fontsource/inter', file: 'inter', weight: 400 },
  { name: 'Inter', pkg: '@fontsource/inter', file: 'inter', weight: 600 },
] as const;
const SUBSETS = [
  'latin',
  'latin-ext',
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'greek-ext',
  'vietnamese',
];

let loading: Promise<Font[]> | undefined;

/** Every face in every subset its package has, read once per process. */
export function shareImageFonts(): Promise<Font[]> {
  loading ??= Promise.all(
    FACES.flatMap((face) =>
      SUBSETS.map(async (subset): Promise<Font | null> => {
        let path: string;
        try {
          path = require.resolve(
            `${face.pkg}/files/${face.file}-${subset}-${face.weight}-normal.woff`,
          );
        } catch {
          return null; // this face has no such subset
        }
        // Same-named faces are told apart by subset: satori keeps one font per name and weight.
        const name = subset === 'latin' ? face.name : `${face.name} ${subset}`;
        return { name, data: await readFile(path), weight: face.weight, style: 'normal' };
      }),
    ),
  ).then((fonts) => fonts.filter((font): font is Font => font !== null));
  return loading;
}

const inEverySubset = (face: string) => [face, ...SUBSETS.slice(1).map((s) => `${face} ${s}`)];

/** A CSS font-family list naming a face in every subset, the Latin one first (Lora then Inter). */
export function fontFamily(face: 'Lora' | 'Inter'): string {
  return [...(face === 'Lora' ? inEverySubset('Lora') : []), ...inEverySubset('Inter')].join(', ');
}

/** The code points Inter's subsets cover (its package's unicode.json), as [first, last] ranges. */
const COVERED: Array<[number, number]> = Object.entries(
  require('@fontsource/inter/unicode.json') as Record<string, string>,
)
  .filter(([subset]) => SUBSETS.includes(subset))
  .flatMap(([, ranges]) =>
    ranges.split(',').map((range): [number, number] => {
      const [first, last = first] = range.replace(/^U\+/, '').split('-');
      return [parseInt(first!, 16), parseInt(last!, 16)];
    }),
  );

/**
 * The text as the shipped fonts can draw it: emoji and scripts they lack (Chinese, Arabic…)
 * are left out rather than drawn as empty boxes, and the spaces around them closed up.
 */
export function drawable(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (/\s/.test(char) || COVERED.some(([first, last]) => code >= first && code <= last))
      out += char;
  }
  return out.replace(/\s+/g, ' ').trim();
}
