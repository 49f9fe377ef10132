/**
 * Tailwind class conflicts resolved as tailwind-merge 3 resolves them, for the utilities
 * Kindred writes, in a fraction of its weight (issue 14's JavaScript budget, ADR 22): of two
 * classes that set the same thing under the same variants, the later wins (`px-2 … px-4` keeps
 * `px-4`; `p-4` after `px-2` drops both sides; `text-sm` after `leading-6` drops the leading).
 * A class it does not know is kept, as clsx would keep it.
 *
 * `class-merge.test.ts` holds this to tailwind-merge itself: every pair of the classes written
 * anywhere in src/web must merge as tailwind-merge merges them, so a new utility this table does
 * not know fails that test rather than a page.
 */

const SPACING = String.raw`-?(?:\d+(?:\.\d+)?|px|\[.+\]|\(.+\))`;
const SIZE = String.raw`(?:-?\d+(?:\.\d+)?|\d+\/\d+|px|auto|full|screen|min|max|fit|none|prose|lh|[dls]v[wh]|\d?xs|sm|md|lg|\d?xl|\[.+\]|\(.+\))`;
const SIDES = '(?:x|y|s|e|t|r|b|l)';

/** [pattern of the utility, without variants, `!` or a `/…` modifier; its group]. */
const RULES: [RegExp, string | ((match: RegExpExecArray) => string)][] = [
  [
    /^(?:block|inline-block|inline|flex|inline-flex|table|inline-table|flow-root|grid|inline-grid|contents|list-item|hidden|table-(?:caption|cell|column|column-group|footer-group|header-group|row-group|row))$/,
    'display',
  ],
  [/^(?:static|fixed|absolute|relative|sticky)$/, 'position'],
  [/^(?:visible|invisible|collapse)$/, 'visibility'],
  [/^(?:not-)?sr-only$/, 'sr'],
  [/^(?:not-)?italic$/, 'font-style'],
  [/^(?:underline|overline|line-through|no-underline)$/, 'text-decoration'],
  [/^(?:uppercase|lowercase|capitalize|normal-case)$/, 'text-transform'],
  [/^(?:truncate|text-ellipsis|text-clip)$/, 'text-overflow'],
  [/^text-(?:wrap|nowrap|balance|pretty)$/, 'text-wrap'],
  [/^(?:antialiased|subpixel-antialiased)$/, 'font-smoothing'],
  // Spacing, sizing and placement: the group is the utility's own name.
  [new RegExp(`^-?([pm]${SIDES}?|gap(?:-[xy])?|space-[xy])-${SPACING}$`), (m) => m[1]!],
  [/^-?(m[xytrblse]?)-auto$/, (m) => m[1]!],
  [new RegExp(`^(size|w|h|min-w|min-h|max-w|max-h|basis)-${SIZE}$`), (m) => m[1]!],
  [new RegExp(`^-?(inset(?:-[xy])?|top|right|bottom|left|start|end)-${SIZE}$`), (m) => m[1]!],
  [new RegExp(`^-?(translate-[xy])-${SIZE}$`), (m) => m[1]!],
  [/^(flex-(?:1|auto|initial|none)|flex)$/, 'flex'],
  [/^flex-(?:row|row-reverse|col|col-reverse)$/, 'flex-direction'],
  [/^flex-(?:wrap|wrap-reverse|nowrap)$/, 'flex-wrap'],
  [/^(grow|shrink)(?:-\d+)?$/, (m) => m[1]!],
  [/^order-(?:\d+|first|last|none)$/, 'order'],
  [/^grid-cols-(?:\d+|none|subgrid|\[.+\])$/, 'grid-cols'],
  [/^grid-rows-(?:\d+|none|subgrid|\[.+\])$/, 'grid-rows'],
  [/^col-(?:span-(?:\d+|full)|auto)$/, 'col-start-end'],
  [/^col-(start|end)-(?:\d+|auto)$/, (m) => `col-${m[1]}`],
  [/^row-span-(?:\d+|full)$/, 'row-start-end'],
  [/^items-(?:start|end|center|baseline|stretch)$/, 'align-items'],
  [/^self-(?:auto|start|end|center|stretch|baseline)$/, 'align-self'],
  [/^content-(?:normal|center|start|end|between|around|evenly|baseline|stretch)$/, 'align-content'],
  [/^justify-(?:normal|start|end|center|between|around|evenly|stretch)$/, 'justify-content'],
  [/^justify-items-(?:normal|start|end|center|stretch)$/, 'justify-items'],
  [/^justify-self-(?:auto|start|end|center|stretch)$/, 'justify-self'],
  [
    /^place-(content|items|self)-(?:start|end|center|between|around|evenly|baseline|stretch|auto)$/,
    (m) => `place-${m[1]}`,
  ],
  [/^(overflow(?:-[xy])?)-(?:auto|hidden|clip|visible|scroll)$/, (m) => m[1]!],
  [/^z-(?:\d+|auto|\[.+\])$/, 'z'],
  [/^opacity-(?:\d+|\[.+\])$/, 'opacity'],
  [/^aspect-(?:auto|square|video|\[.+\])$/, 'aspect'],
  [/^object-(?:contain|cover|fill|none|scale-down)$/, 'object-fit'],
  [/^line-clamp-(?:\d+|none)$/, 'line-clamp'],
  [/^list-(?:disc|decimal|none)$/, 'list-style-type'],
  [/^list-(?:inside|outside)$/, 'list-style-position'],
  [/^align-(?:baseline|top|middle|bottom|text-top|text-bottom|sub|super)$/, 'vertical-align'],
  [/^whitespace-(?:normal|nowrap|pre|pre-line|pre-wrap|break-spaces)$/, 'whitespace'],
  [/^break-(?:normal|words|all|keep)$/, 'break'],
  [
    /^cursor-(?:auto|default|pointer|wait|text|move|help|not-allowed|none|grab|grabbing)$/,
    'cursor',
  ],
  [/^select-(?:none|text|all|auto)$/, 'select'],
  [/^pointer-events-(?:none|auto)$/, 'pointer-events'],
  [/^leading-(?:\d+|none|tight|snug|normal|relaxed|loose|\[.+\])$/, 'leading'],
  [/^tracking-(?:tighter|tight|normal|wide|wider|widest|\[.+\])$/, 'tracking'],
  [/^underline-offset-(?:\d+|auto|\[.+\])$/, 'underline-offset'],
  [/^transition(?:-(?:all|colors|opacity|shadow|transform|none))?$/, 'transition'],
  [/^duration-(?:\d+|initial|\[.+\])$/, 'duration'],
  [/^ease-(?:linear|in|out|in-out|initial)$/, 'ease'],
  [/^animate-(?:none|spin|ping|pulse|bounce)$/, 'animate'],
  [/^-?scale-(?:\d+|\[.+\])$/, 'scale'],
  [/^-?rotate-(?:\d+|\[.+\])$/, 'rotate'],
  [/^backdrop-blur(?:-(?:none|xs|sm|md|lg|\d?xl|\[.+\]))?$/, 'backdrop-blur'],
  [/^blur(?:-(?:none|xs|sm|md|lg|\d?xl|\[.+\]))?$/, 'blur'],
  [
    /^font-(?:thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/,
    'font-weight',
  ],
  [/^font-.+$/, 'font-family'],
  [/^text-(?:xs|sm|base|lg|\d?xl|\[(?:length:|\d|\.\d|calc\(|clamp\().+\])$/, 'font-size'],
  [/^text-(?:left|center|right|justify|start|end)$/, 'text-alignment'],
  [/^text-.+$/, 'text-color'],
  [/^bg-(?:fixed|local|scroll)$/, 'bg-attachment'],
  [/^bg-(?:auto|cover|contain)$/, 'bg-size'],
  [/^bg-(?:no-repeat|repeat(?:-[xy]|-round|-space)?)$/, 'bg-repeat'],
  [
    /^bg-(?:bottom|center|left|left-bottom|left-top|right|right-bottom|right-top|top)$/,
    'bg-position',
  ],
  [/^bg-(?:none|linear-.+|radial(?:-.+)?|conic(?:-.+)?|\[url\(.+\)\])$/, 'bg-image'],
  [/^bg-.+$/, 'bg-color'],
  [/^(from|via|to)-.+$/, (m) => `gradient-${m[1]}`],
  [/^border-(?:solid|dashed|dotted|double|hidden|none)$/, 'border-style'],
  [/^border(?:-(?:\d+|\[(?:length:|\d).+\]))?$/, 'border-w'],
  [
    new RegExp(`^border-(${SIDES})(?:-(?:\\d+|\\[(?:length:|\\d).+\\]))?$`),
    (m) => `border-w-${m[1]}`,
  ],
  [new RegExp(`^border-(${SIDES})-.+$`), (m) => `border-color-${m[1]}`],
  [/^border-.+$/, 'border-color'],
  [
    /^rounded(?:-(s|e|t|r|b|l|ss|se|ee|es|tl|tr|br|bl))?(?:-(?:none|xs|sm|md|lg|\d?xl|full|\[.+\]))?$/,
    (m) => (m[1] ? `rounded-${m[1]}` : 'rounded'),
  ],
  [/^shadow(?:-(?:2xs|xs|sm|md|lg|\d?xl|inner|none))?$/, 'shadow'],
  [/^shadow-.+$/, 'shadow-color'],
  [/^ring-offset-(?:\d+|\[(?:length:|\d).+\])$/, 'ring-offset-w'],
  [/^ring-offset-.+$/, 'ring-offset-color'],
  [/^ring(?:-(?:\d+|\[(?:length:|\d).+\]))?$/, 'ring-w'],
  [/^ring-inset$/, 'ring-w-inset'],
  [/^ring-.+$/, 'ring-color'],
  [/^-?outline-offset-(?:\d+|\[.+\])$/, 'outline-offset'],
  [/^outline-(?:none|hidden|solid|dashed|dotted|double)$/, 'outline-style'],
  [/^outline(?:-(?:\d+|\[(?:length:|\d).+\]))?$/, 'outline-w'],
  [/^outline-.+$/, 'outline-color'],
  [/^divide-([xy])(?:-\d+)?$/, (m) => `divide-${m[1]}`],
  [/^divide-.+$/, 'divide-color'],
  [/^decoration-(?:solid|double|dotted|dashed|wavy)$/, 'text-decoration-style'],
  [/^decoration-(?:\d+|auto|from-font)$/, 'text-decoration-thickness'],
  [/^decoration-.+$/, 'text-decoration-color'],
  [/^(accent|caret|fill)-.+$/, (m) => m[1]!],
];

/** Groups that a later class of the key group overrides as well as its own. */
const CONFLICTS: Record<string, string[]> = {
  overflow: ['overflow-x', 'overflow-y'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['start', 'end', 'right', 'left'],
  'inset-y': ['top', 'bottom'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  size: ['w', 'h'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  rounded: ['s', 'e', 't', 'r', 'b', 'l', 'ss', 'se', 'ee', 'es', 'tl', 'tr', 'br', 'bl'].map(
    (corner) => `rounded-${corner}`,
  ),
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
};
// p/m: all sides, x: start, end, right, left, y: top, bottom; the same for border widths and colours.
for (const [whole, prefix] of [
  ['p', 'p'],
  ['m', 'm'],
  ['border-w', 'border-w-'],
  ['border-color', 'border-color-'],
]) {
  const side = (s: string) => prefix + s;
  CONFLICTS[whole!] = ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'].map(side);
  CONFLICTS[side('x')] = ['s', 'e', 'r', 'l'].map(side);
  CONFLICTS[side('y')] = ['t', 'b'].map(side);
}

/** Variants whose order changes what they select: kept in place, the others sorted between them. */
const ORDER_SENSITIVE = new Set([
  '*',
  '**',
  'after',
  'backdrop',
  'before',
  'details-content',
  'file',
  'first-letter',
  'first-line',
  'marker',
  'placeholder',
  'selection',
]);

function groupOf(utility: string): string | undefined {
  for (const [pattern, group] of RULES) {
    const match = pattern.exec(utility);
    if (match) return typeof group === 'string' ? group : group(match);
  }
  return undefined;
}

/** The variants (sorted as tailwind-merge sorts them), `!`, and the group of one class. */
function classKey(token: string): { variants: string; group: string } | undefined {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  let slash = -1;
  for (let i = 0; i < token.length; i++) {
    const c = token[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (depth === 0 && c === ':') {
      variants.push(token.slice(start, i));
      start = i + 1;
      slash = -1;
    } else if (depth === 0 && c === '/') slash = i;
  }
  let utility = token.slice(start);
  let important = true;
  if (utility.endsWith('!')) utility = utility.slice(0, -1);
  else if (utility.startsWith('!')) [utility, start] = [utility.slice(1), start + 1];
  else important = false;
  const group = (slash > start && groupOf(utility.slice(0, slash - start))) || groupOf(utility);
  if (!group) return undefined;
  const sorted: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (variant.startsWith('[') || ORDER_SENSITIVE.has(variant)) {
      sorted.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  sorted.push(...run.sort());
  return { variants: sorted.join(':') + (important ? '!' : '') + '|', group };
}

/** A class list with the earlier of two conflicting Tailwind classes left out. */
export function mergeClasses(classList: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const tokens = classList.trim().split(/\s+/);
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i]!;
    if (!token) continue;
    const key = classKey(token);
    if (key) {
      if (taken.has(key.variants + key.group)) continue;
      taken.add(key.variants + key.group);
      for (const group of CONFLICTS[key.group] ?? []) taken.add(key.variants + group);
    }
    kept.push(token);
  }
  return kept.reverse().join(' ');
}
