import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The server's layers are held by ESLint (eslint.config.js, ADR 32). These lint a line of code
 * as if it were written in a given file, through the project's own configuration, so a fence
 * taken down or mistyped fails here and not months later in a review.
 */
const root = path.resolve(import.meta.dirname, '../..');
// The cycle check walks the whole import graph from each file: seconds, and not what this tests.
const eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });
const FENCES = ['import-x/no-restricted-paths', 'kindred/one-feature-per-file'];

async function problemsOf(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, {
    filePath: path.join(root, file),
  });
  return result!.messages
    .filter((message) => FENCES.includes(message.ruleId ?? ''))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the server fences', () => {
  it('lets a feature import its own files, lib and db', async () => {
    const problems = await problemsOf(
      'src/server/features/events/new-file.ts',
      [
        "import type { Database } from '../../db/client';",
        "import { AppError } from '../../lib/app-error';",
        "import { eventCalendarFile } from './event-calendar';",
        'export type Uses = [Database, AppError, typeof eventCalendarFile];',
      ].join('\n'),
    );
    expect(problems).toEqual([]);
  });

  it('keeps one feature out of another', async () => {
    const problems = await problemsOf(
      'src/server/features/events/new-file.ts',
      "import { notify } from '../notifications/notifications.service';\nexport const n = notify;",
    );
    expect(problems.join('\n')).toMatch(/no-restricted-paths.*One feature never imports another/);
  });

  it('keeps composition, the app and the command line out of a feature', async () => {
    for (const source of ['../../composition/context', '../../app', '../../cli/seed-guard']) {
      const problems = await problemsOf(
        'src/server/features/events/new-file.ts',
        `import * as above from '${source}';\nexport const a = above;`,
      );
      expect(problems.join('\n'), source).toMatch(/handed what it needs by composition/);
    }
  });

  it('keeps lib and db below the features and the app', async () => {
    for (const [file, source] of [
      ['src/server/lib/new-file.ts', '../features/events/event-calendar'],
      ['src/server/db/new-file.ts', '../composition/context'],
      ['src/server/lib/new-file.ts', '../app'],
    ] as const) {
      const problems = await problemsOf(
        file,
        `import * as above from '${source}';\nexport const a = above;`,
      );
      expect(problems.join('\n'), `${file} → ${source}`).toMatch(/lib\/ and db\/ sit below/);
    }
  });

  it('lets only app.ts, composition and cli import two features', async () => {
    const twoFeatures = [
      "import { notify } from './features/notifications/notifications.service';",
      "import { eventCalendarFile } from './features/events/event-calendar';",
      'export const both = [notify, eventCalendarFile];',
    ].join('\n');
    expect((await problemsOf('src/server/new-file.ts', twoFeatures)).join('\n')).toMatch(
      /one-feature-per-file.*already imports the notifications feature/,
    );
    expect(await problemsOf('src/server/app.ts', twoFeatures)).toEqual([]);
    const inComposition = twoFeatures.replaceAll("'./features/", "'../features/");
    expect(await problemsOf('src/server/composition/new-file.ts', inComposition)).toEqual([]);
    expect(await problemsOf('src/server/cli/new-file.ts', inComposition)).toEqual([]);
  });
});
