// Writes src/web/lib/tailwind-merge-config.ts: tailwind-merge's own default configuration, cut
// down to the class groups the app's source uses (ADR 29). `cn()` resolves conflicts between
// Tailwind classes with tailwind-merge on every page; its full table of every Tailwind class was
// 8 of the 130 kB of JavaScript a public page may load. The groups are found with the library's
// own parser and lookup, and copied from its own default configuration, so nothing is written by
// hand. `src/web/lib/cn.test.ts` fails when the file is out of date with the source (run
// `npm run tailwind-merge-config`) and checks that the cut-down merge and the full one agree on
// every pair of classes the app writes.
//
//   node scripts/tailwind-merge-config.mjs          writes the file
//   node scripts/tailwind-merge-config.mjs --check  exits 1 when the file is out of date
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { getDefaultConfig, validators } from 'tailwind-merge';
import { createClassGroupUtils, createParseClassName } from 'tailwind-merge/unstable-do-not-import';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CONFIG_FILE = path.join(root, 'src/web/lib/tailwind-merge-config.ts');

async function sourceFiles(dir) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await sourceFiles(full)));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) found.push(full);
  }
  return found.sort();
}

/** Every word written in a string in the web app's source: the candidates for a class name. */
export async function classCandidates() {
  const words = new Set();
  for (const file of await sourceFiles(path.join(root, 'src/web'))) {
    if (file === CONFIG_FILE) continue;
    const source = await readFile(file, 'utf8');
    for (const literal of source.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
      const text = (literal[1] ?? literal[2] ?? literal[3]).replace(/\$\{[^}]*\}/g, ' ');
      for (const word of text.split(/\s+/)) if (word) words.add(word);
    }
  }
  return [...words].sort();
}

/** The class group of a class, as tailwind-merge reads it; undefined for any other word. */
export function classGroupReader(config = getDefaultConfig()) {
  const parse = createParseClassName(config);
  const { getClassGroupId } = createClassGroupUtils(config);
  return (className) => {
    const { baseClassName, maybePostfixModifierPosition, isExternal } = parse(className);
    if (isExternal) return undefined;
    return (
      (maybePostfixModifierPosition !== undefined &&
        getClassGroupId(baseClassName.substring(0, maybePostfixModifierPosition))) ||
      getClassGroupId(baseClassName) ||
      undefined
    );
  };
}

/** The names tailwind-merge's validators are exported under, by function. */
const validatorNames = new Map(Object.entries(validators).map(([name, fn]) => [fn, name]));

/** The theme key a `fromTheme(key)` getter reads, found by asking it. */
function themeKeyOf(getter) {
  let key;
  getter(new Proxy({}, { get: (_, name) => ((key = name), []) }));
  return key;
}

/** Writes every list of values as it stands. */
const literalLists = { write: (_raw, items) => `[${items.join(', ')}]` };

/**
 * A class definition of the default configuration as source code, and the theme keys it uses.
 * `lists` writes every list of values, given each value's source as it stands (`raw`) and as
 * written (`items`): see sharedLists.
 */
function definitionSource(definition, themeKeys, lists = literalLists) {
  if (typeof definition === 'string') return JSON.stringify(definition);
  if (Array.isArray(definition)) {
    const items = definition.map((item) => definitionSource(item, themeKeys, lists));
    const raw =
      lists === literalLists ? items : definition.map((item) => definitionSource(item, new Set()));
    return lists.write(raw, items);
  }
  if (typeof definition === 'function') {
    if (definition.isThemeGetter) {
      const key = themeKeyOf(definition);
      themeKeys.add(key);
      return `fromTheme(${JSON.stringify(key)})`;
    }
    const name = validatorNames.get(definition);
    if (!name) throw new Error(`a validator tailwind-merge does not export: ${definition}`);
    return `validators.${name}`;
  }
  return `{ ${Object.entries(definition)
    .map(([key, value]) => `${JSON.stringify(key)}: ${definitionSource(value, themeKeys, lists)}`)
    .join(', ')} }`;
}

/** The fewest values a list must begin or end with, in common with another, to be written once. */
const SHARED_RUN_LENGTH = 4;

/** A list's first (`head`) or last (`tail`) values, and the list without them. */
const ends = {
  head: { of: (list, length) => list.slice(0, length), rest: (list, length) => list.slice(length) },
  tail: {
    of: (list, length) => list.slice(-length),
    rest: (list, length) => list.slice(0, -length),
  },
};

/**
 * tailwind-merge builds many groups from the same scales (min-h and max-h are one list; w is the
 * size list with two values in front; justify-content is justify-items' list and one more), so
 * written out as they stand the same lines stood in the file dozens of times. `count` is handed
 * every list first; `name` then writes the longest ending (else beginning) that another list
 * shares once, as a constant (`scale1`…), and the list as that constant spread beside its own
 * values. Counting before naming keeps the output the same on every run.
 */
function sharedLists() {
  const runs = new Map();
  const names = new Map();
  const declarations = [];
  const keyOf = (side, raw) => `${side}\u0000${raw.join('\u0000')}`;
  const uses = (side, raw) => runs.get(keyOf(side, raw)) ?? 0;
  /** The longest run shorter than `below` on that side that more than `moreThan` lists share. */
  const longestSharedRun = (side, raw, below, moreThan) => {
    for (let length = Math.min(raw.length, below); length >= SHARED_RUN_LENGTH; length -= 1)
      if (uses(side, ends[side].of(raw, length)) > moreThan) return length;
    return 0;
  };
  const nameOfRun = (side, raw, items) => {
    const key = raw.join('\u0000');
    if (!names.has(key)) {
      const name = `scale${names.size + 1}`;
      names.set(key, name);
      // A shared run may itself begin or end with a shorter one that yet other lists share.
      const source = writeShared(raw, items, raw.length - 1, uses(side, raw));
      declarations.push(`const ${name} = ${source};`);
    }
    return names.get(key);
  };
  const writeShared = (raw, items, below, moreThan) => {
    for (const side of ['tail', 'head']) {
      const length = longestSharedRun(side, raw, below, moreThan);
      if (length === 0) continue;
      const name = nameOfRun(side, ends[side].of(raw, length), ends[side].of(items, length));
      if (length === raw.length) return name;
      const rest = ends[side].rest(items, length);
      return literalLists.write(
        raw,
        side === 'tail' ? [...rest, `...${name}`] : [`...${name}`, ...rest],
      );
    }
    return literalLists.write(raw, items);
  };
  return {
    count: {
      write(raw, items) {
        for (const side of ['tail', 'head'])
          for (let length = SHARED_RUN_LENGTH; length <= raw.length; length += 1) {
            const key = keyOf(side, ends[side].of(raw, length));
            runs.set(key, (runs.get(key) ?? 0) + 1);
          }
        return literalLists.write(raw, items);
      },
    },
    name: { write: (raw, items) => writeShared(raw, items, raw.length, 1) },
    declarations: () => declarations.join('\n'),
  };
}

/** The source of the cut-down configuration. */
export async function configSource() {
  const config = getDefaultConfig();
  const groupOf = classGroupReader(config);
  const used = new Set();
  for (const word of await classCandidates()) {
    const group = groupOf(word);
    if (group) used.add(group);
  }
  const groups = Object.keys(config.classGroups).filter((group) => used.has(group));
  const lists = sharedLists();
  const groupSources = (pass) => {
    const themeKeys = new Set();
    const classGroups = groups.map(
      (group) =>
        `    ${JSON.stringify(group)}: ${definitionSource(config.classGroups[group], themeKeys, pass)},`,
    );
    // A theme scale may itself name another scale.
    const theme = [];
    const written = new Set();
    while (written.size < themeKeys.size) {
      for (const key of [...themeKeys].sort()) {
        if (written.has(key)) continue;
        written.add(key);
        theme.push(
          `    ${JSON.stringify(key)}: ${definitionSource(config.theme[key], themeKeys, pass)},`,
        );
      }
    }
    return { classGroups, theme };
  };
  groupSources(lists.count);
  const { classGroups, theme } = groupSources(lists.name);
  const within = (record) =>
    groups
      .filter((group) => record[group]?.some((other) => used.has(other)))
      .map(
        (group) =>
          `    ${JSON.stringify(group)}: ${JSON.stringify(record[group].filter((other) => used.has(other)))},`,
      );
  const postfix = (config.postfixLookupClassGroups ?? []).filter((group) => used.has(group));
  const source = `// Written by scripts/tailwind-merge-config.mjs from tailwind-merge's default configuration,
// cut down to the class groups the web app's source uses (ADR 29). Do not edit: run
// \`npm run tailwind-merge-config\` after adding classes of a kind the app has not used before.
import { fromTheme, validators, type Config } from 'tailwind-merge';

type ClassGroupIds = string;
type ThemeGroupIds = string;

${lists.declarations()}

export const tailwindMergeConfig: Config<ClassGroupIds, ThemeGroupIds> = {
  cacheSize: ${config.cacheSize},
  theme: {
${theme.sort().join('\n')}
  },
  classGroups: {
${classGroups.join('\n')}
  },
  conflictingClassGroups: {
${within(config.conflictingClassGroups).join('\n')}
  },
  conflictingClassGroupModifiers: {
${within(config.conflictingClassGroupModifiers).join('\n')}
  },
  postfixLookupClassGroups: ${JSON.stringify(postfix)},
  orderSensitiveModifiers: ${JSON.stringify(config.orderSensitiveModifiers)},
};
`;
  // Laid out as the repository's Prettier lays out every file, so a check compares it exactly.
  const options = await prettier.resolveConfig(CONFIG_FILE);
  return prettier.format(source, { ...options, filepath: CONFIG_FILE });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const source = await configSource();
  if (process.argv.includes('--check')) {
    const current = await readFile(CONFIG_FILE, 'utf8').catch(() => '');
    if (current !== source) {
      console.error(`${CONFIG_FILE} is out of date: run npm run tailwind-merge-config`);
      process.exit(1);
    }
  } else {
    await writeFile(CONFIG_FILE, source);
    console.log(`wrote ${path.relative(root, CONFIG_FILE)}`);
  }
}
