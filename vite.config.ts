import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

// In development the API runs on API_PORT (3001) and Vite serves the app on 3000, forwarding
// API and upload requests so the browser sees one origin, as it does in production.
const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

/**
 * React Router 7 points every import at its development build (remix-run/react-router#12532);
 * the production build beside it differs only in `ENABLE_DEV_WARNINGS = false`. The app's build
 * takes the production one.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * Lets the bundler drop the parts of React Router the app never uses (NavLink, Form, useSubmit
 * …): its components are made with `React.forwardRef(…)` calls not marked pure, each followed by
 * a `displayName` assignment, and both count as side effects that keep the component. Marking
 * the calls pure and dropping the names (seen only in React's developer tools) changes nothing
 * else; issue 14's JavaScript budget (ADR 22).
 */
function reactRouterTreeShaking(): Plugin {
  return {
    name: 'kindred:react-router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/.test(id)) return null;
      return {
        code: code
          .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '')
          .replace(/= (React\d*\.forwardRef\()/g, '= /* @__PURE__ */ $1'),
        map: null,
      };
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), reactRouterTreeShaking()],
  resolve: {
    alias: [
      { find: '@shared', replacement: fileURLToPath(new URL('./src/shared', import.meta.url)) },
      { find: '@web', replacement: fileURLToPath(new URL('./src/web', import.meta.url)) },
      ...(command === 'build'
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
    ],
  },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // The manifest lets `npm run size` (scripts/size-report.mjs) follow each page's chunks.
    manifest: true,
    // Vite writes, for every dynamic import, the chunks to fetch with it. For the entry's imports
    // (each route's page, fetched on the first visit to it) that list named most chunks of the
    // app: 1.7 kB of file names on every page (ADR 29). A page's chunk brings its own imports as
    // the browser reads it, one round trip later; the pages people land on name all their chunks
    // in the HTML (module-preloads.ts).
    modulePreload: {
      resolveDependencies: (_file, dependencies, { hostType, hostId }) =>
        hostType === 'js' && /[\\/]index-[\w-]+\.js$/.test(hostId) ? [] : dependencies,
    },
    rolldownOptions: {
      output: {
        // Everything the first page needs before it can draw is one chunk, the entry: split
        // into several, each compresses on its own and the whole is larger (ADR 22).
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
        // The other chunks are named by their hash alone: every chunk's name is written into
        // the entry's preload list and into the imports of the chunks that use it, and the
        // module's name beside the hash cost every page about 1.2 kB gzip (issue 14, ADR 22).
        // The source maps still name every module.
        chunkFileNames: 'assets/[hash].js',
      },
    },
  },
  server: {
    port: 3000,
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
}));
