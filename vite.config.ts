import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkGroups } from './scripts/chunk-groups.ts';

const apiPort = Number(process.env.API_PORT ?? 3001);
const apiTarget = `http://127.0.0.1:${apiPort}`;

// `vite build` builds the web app; `vite build --ssr entry-server.tsx` builds the server's renderer of the public pages.
export default defineConfig(({ isSsrBuild, mode }) => ({
  root: 'src/client',
  // React Router's package exports name its development build for every condition (remix-run/react-router#12532),
  // which carries its development warnings into production: a build takes the production build beside it.
  resolve: {
    alias:
      mode === 'production'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
          ]
        : [],
  },
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    !isSsrBuild &&
      // The installable app: our own service worker (src/client/sw.ts) with the build's files precached.
      VitePWA({
        strategies: 'injectManifest',
        srcDir: '.',
        filename: 'sw.ts',
        injectRegister: false,
        registerType: 'prompt',
        injectManifest: {
          globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
          // The charts and Markdown chunks are fetched when a page needs them, not installed up front.
          globIgnores: ['**/trend-chart-*.js', '**/story-pages-*.js'],
        },
        manifest: {
          name: 'Eventide',
          short_name: 'Eventide',
          description: 'Book the venue and every vendor for your event in one checkout.',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          background_color: '#ffffff',
          theme_color: '#120e1b',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
            { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
      }),
  ],
  // The server renderer carries its packages, built for production: React's development build renders several times
  // slower, and `npm start` runs without NODE_ENV=production (the dev mailbox is open).
  ...(isSsrBuild
    ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
  build: {
    outDir: isSsrBuild ? '../../dist/ssr' : '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // Read by the bundle budget (scripts/check-bundle.ts) and the server (the scripts a page needs).
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      // A feature's index.ts only re-exports: a page that takes one thing from it loads that thing alone, not every
      // module the index lists.
      treeshake: { moduleSideEffects: [{ test: /\/src\/client\/features\/[^/]+\/index\.ts$/, sideEffects: false }] },
      // A few sensible chunks instead of one per shared module (scripts/chunk-groups.ts).
      output: {
        codeSplitting: {
          groups: chunkGroups({
            root: fileURLToPath(new URL('.', import.meta.url)),
            entryModule: fileURLToPath(new URL('src/client/main.tsx', import.meta.url)),
            homeModule: fileURLToPath(new URL('src/client/features/home/home-page.tsx', import.meta.url)),
            homeLaterModule: fileURLToPath(new URL('src/client/features/home/home-sections.tsx', import.meta.url)),
          }),
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, ws: true },
      '/media': apiTarget,
      '/dev': apiTarget,
    },
  },
}));
