import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// In development the API runs on API_PORT (3001) and Vite serves the app on 3000, forwarding
// API and upload requests so the browser sees one origin, as it does in production.
const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
      '@web': fileURLToPath(new URL('./src/web', import.meta.url)),
    },
  },
  // The manifest lets `npm run size` (scripts/size-report.mjs) follow each page's chunks.
  build: { outDir: 'dist/web', emptyOutDir: true, sourcemap: true, manifest: true },
  server: {
    port: 3000,
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
});
