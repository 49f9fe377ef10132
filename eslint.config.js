import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { oneFeaturePerFile } from './eslint/one-feature-per-file.js';

const root = import.meta.dirname;

/**
 * One zone per feature folder: a file in `<dir>/<feature>` may import its own feature and
 * nothing else under `<dir>`. Read from the folders, so a new feature is covered on arrival.
 */
function featureZones(dir, message) {
  return readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({ target: `${dir}/${name}`, from: dir, except: [`./${name}`], message }));
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'drizzle',
      'test-results',
      'playwright-report',
      '.e2e-data',
      '**/*.tmp.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    // Served as it is to browsers (public/start-after-paint.js).
    files: ['public/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.tsx', 'src/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The one-way import rule of DESIGN.md: web and shared never reach into the server.
    files: ['src/web/**/*', 'src/shared/**/*'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/server/**'] }],
    },
  },
  {
    // Two server features meet only where they are composed (ADR 32). Tests may set up several.
    files: ['src/server/**/*.ts'],
    ignores: [
      'src/server/app.ts',
      'src/server/composition/**',
      'src/server/cli/**',
      'src/server/test/**',
      'src/server/**/*.test.ts',
    ],
    plugins: { kindred: { rules: { 'one-feature-per-file': oneFeaturePerFile } } },
    rules: {
      'kindred/one-feature-per-file': [
        'error',
        { featuresDir: path.join(root, 'src/server/features') },
      ],
    },
  },
  {
    // DESIGN.md's layers, held by the linter: features stay apart, the shared layers below them
    // never reach up into a feature or the app, and nothing imports in a circle.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript files are parsed to follow their imports (the plugin reads only .js by
      // default), and `@web/*` and `@shared/*` resolve through tsconfig's paths.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...featureZones(
              'src/web/features',
              'One feature never imports another: move what both need to lib/ or components/, or compose them in app/routes.',
            ),
            ...featureZones(
              'src/server/features',
              'One feature never imports another: move what both need to lib/ (or shared/), or hand it in from composition/ (ADR 32).',
            ),
            {
              target: ['src/server/lib', 'src/server/db'],
              from: [
                'src/server/features',
                'src/server/composition',
                'src/server/cli',
                'src/server/app.ts',
                'src/server/main.ts',
              ],
              message:
                'lib/ and db/ sit below the features: they never import a feature, composition/, the app or the command line (ADR 32).',
            },
            {
              target: 'src/server/features',
              from: [
                'src/server/composition',
                'src/server/cli',
                'src/server/app.ts',
                'src/server/main.ts',
              ],
              message:
                'A feature is handed what it needs by composition/; it never imports composition/, the app or the command line (ADR 32).',
            },
            {
              target: ['src/web/lib', 'src/web/components', 'src/web/config'],
              from: ['src/web/features', 'src/web/app'],
              message: 'lib/, components/ and config/ sit below the features and the app.',
            },
            {
              target: 'src/web/features',
              from: 'src/web/app',
              message: 'The app layer composes features; a feature never imports it.',
            },
            {
              target: 'src/web',
              from: 'src/server',
              message: 'The web never imports the server (DESIGN.md).',
            },
            {
              target: 'src/shared',
              from: ['src/web', 'src/server'],
              message: 'Shared imports neither side (DESIGN.md).',
            },
          ],
        },
      ],
    },
  },
);
