import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * Kindred's web app runs on React 19 (ADR 29; ADR 28 had put Preact in React DOM's place). The
 * production build is read as the browser and the server get it: its source maps name every
 * module bundled in, and the server's rendering entry imports its renderer by name.
 */

async function bundledModules(dir: string): Promise<string[]> {
  const modules: string[] = [];
  for (const file of await readdir(dir)) {
    if (!file.endsWith('.js.map')) continue;
    const map = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as { sources: string[] };
    modules.push(...map.sources);
  }
  return modules;
}

test('the production build has React DOM in it, and no Preact', async () => {
  const browser = await bundledModules('dist/web/assets');
  expect(browser.length).toBeGreaterThan(100);
  expect(
    browser.some((source) =>
      /node_modules\/react-dom\/cjs\/react-dom-client\.production/.test(source),
    ),
  ).toBe(true);
  expect(browser.filter((source) => /node_modules\/(@preact|preact)/.test(source))).toEqual([]);

  const server = await readFile('dist/ssr/entry-server.js', 'utf8');
  expect(server).toContain('from "react-dom/server"');
  expect(server).not.toMatch(/preact/i);

  const lock = JSON.parse(await readFile('package-lock.json', 'utf8')) as {
    packages: Record<string, { version: string }>;
  };
  expect(
    Object.keys(lock.packages).filter((name) => /node_modules\/(@preact|preact)/.test(name)),
  ).toEqual([]);
  expect(lock.packages['node_modules/react-dom']?.version).toMatch(/^19\./);
});
