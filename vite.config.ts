import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { manifest } from './src/pwa-manifest'
import { cacheBuster } from './scripts/cache-buster'

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      // The server's render keeps each route whole: it loads one bundle once, and a page it renders then waits for no
      // import of the route's parts (each a module resolution, under a loader hook a round trip to its thread).
      autoCodeSplitting: !isSsrBuild,
      // A route's loader and pending view travel with its component: the entry carries only the route tree (paths,
      // search validation, guards), not every route's data requests and what they import. The home page and the
      // public layout are not split at all: every first visit to / needs them, and in the entry they cost no
      // request of their own and compress with the rest (eleven small chunks otherwise, 4 KB gz more).
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component', 'pendingComponent'],
          ['errorComponent'],
          ['notFoundComponent'],
        ],
        splitBehavior: ({ routeId }) =>
          routeId === '/_default/' || routeId === '/_default' ? [] : undefined,
      },
    }),
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    // The server's render of the public pages (`vite build --ssr`, into dist/ssr) needs no service worker.
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        manifest,
        // The icons are already in public/ and matched by globPatterns: do not list them twice.
        includeManifestIcons: false,
        injectManifest: {
          globPatterns: ['**/*.{js,mjs,css,html,svg,png,webp,woff2,json}'],
          // Not in every visitor's first download on 3G: the install-sheet screenshots, and the big lazy libraries
          // (maplibre ~300 KB gz, the zxcvbn dictionaries ~500 KB gz), which the worker caches on first use
          // instead (sw/caches.ts). `npm run bench:bundle` fails if a file the home page loads is not precached.
          globIgnores: ['**/.build-stamp', 'screenshots/**', 'assets/maplibre*', 'assets/zxcvbn*', 'ssr/**'],
          maximumFileSizeToCacheInBytes: 500 * 1024,
        },
        devOptions: { enabled: false },
        // Files over the size limit are left out on purpose (see globIgnores): list them, do not fail the build.
        showMaximumFileSizeToCacheInBytesWarning: true,
      }),
  ],
  resolve: {
    alias: {
      // React 18+ has useSyncExternalStore: the shim's own copy of it (for React 16–17) is dead weight in the
      // home page's JavaScript. The plain selector build uses React's.
      'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/v1': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
    },
  },
  // The server render bundles the app with its libraries: the server loads one file, whatever it has installed.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { target: 'node20', sourcemap: false, outDir: 'dist/ssr', copyPublicDir: false }
    : {
        target: 'es2022',
        sourcemap: false,
        // No list of every lazy chunk's JavaScript dependencies in the entry (3.3 KB gzipped on every first visit,
        // for all the app's routes): a lazy route's chunk brings its imports itself. A page the server renders
        // links its own chunks (server/modules/seo), a hovered or touched link starts loading its route early
        // (defaultPreload 'intent'), and once the service worker has precached the app, every chunk is local.
        // Lazy chunks' styles are still loaded with them.
        modulePreload: false,
        // Which chunks and styles each route needs: the server links them in the pages it renders.
        manifest: true,
        rolldownOptions: {
          // Every imported constant is written where it is used, not only in conditions: the minifier then folds
          // and drops what it can (0.14 KB gz less on the home page's JavaScript).
          optimization: { inlineConst: { mode: 'all' } },
          output: {
            // What the entry imports statically is downloaded on every first visit anyway: one file, instead of the
            // ~50 shared chunks rolldown cuts it into by default (each gzipped alone: +26 KB gz on the home route);
            // gzip then finds the libraries' and the app's common strings once (React apart cost 0.5 KB gz more).
            // The password checker's dictionaries (lazy, ~400 KB each) are named to be left out of the precache.
            codeSplitting: {
              groups: [
                { name: 'app', tags: ['$initial'], priority: 2 },
                { name: 'zxcvbn', test: /node_modules[\\/]@zxcvbn-ts[\\/]/, priority: 1 },
              ],
            },
          },
        },
      },
  // The persisted query cache (src/lib/query/persist.ts) is dropped when the API contract changes.
  define: { 'import.meta.env.VITE_CACHE_BUSTER': JSON.stringify(cacheBuster()) },
}))
