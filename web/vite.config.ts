import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type BuildEnvironmentOptions, type Plugin, type UserConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

const BOOT = fileURLToPath(new URL('src/boot.ts', import.meta.url));
const APP = fileURLToPath(new URL('src/main.tsx', import.meta.url));
const LANDING_PAGE = fileURLToPath(new URL('src/app/routes/shop/home-page.tsx', import.meta.url));
const LUCIDE_ICON = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
const LUCIDE_CREATE_ICON = /lucide-react[\\/]dist[\\/]esm[\\/]createLucideIcon\.mjs$/;
const LEAN_ICON = fileURLToPath(new URL('src/components/ui/lucide-icon.ts', import.meta.url));
const ROUTER_BUILD = fileURLToPath(
  new URL('../node_modules/react-router/dist/production/', import.meta.url),
);

/**
 * React Router's production build for both builds. Its package exports name only its development
 * build (remix-run/react-router#12532, #14102): that one runs its development warnings on every
 * `Link` and route, in the browser and in the server renderer. Dev keeps the development build.
 */
const productionRouter = [
  { find: /^react-router$/, replacement: `${ROUTER_BUILD}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${ROUTER_BUILD}dom-export.mjs` },
];

/**
 * Every lucide icon renders lucide's `Icon`, which rebuilds its attributes on every render; this
 * puts the shop's own (same markup, each icon drawn once) in its place, in both builds. A lucide
 * release that no longer imports it so fails the build rather than silently keeping the slow one.
 * Dev's pre-bundled lucide keeps its own, which writes the same markup.
 */
function leanLucideIcon(): Plugin {
  let replaced = false;
  return {
    name: 'lean-lucide-icon',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './Icon.mjs' || !importer || !LUCIDE_CREATE_ICON.test(importer)) return null;
      replaced = true;
      return LEAN_ICON;
    },
    buildEnd(error) {
      if (!error && !replaced && this.meta.watchMode === false)
        this.error(
          "lucide-react's createLucideIcon no longer imports ./Icon.mjs: see leanLucideIcon",
        );
    },
  };
}
type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
const reachable = new WeakMap<ModuleGraph, Map<string, Set<string>>>(); // one graph per chunking pass

/**
 * The modules `from` loads with it: its static imports, followed through. Through lucide's index
 * every icon looks reachable, so the groups below leave icons to the bundler.
 */
function staticImportsOf(from: string, graph: ModuleGraph): Set<string> {
  let known = reachable.get(graph);
  if (!known) reachable.set(graph, (known = new Map<string, Set<string>>()));
  const cached = known.get(from);
  if (cached) return cached;
  const found = new Set<string>();
  const pending = [from];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    const info = found.has(id) ? null : graph.getModuleInfo(id);
    if (!info) continue;
    found.add(id);
    pending.push(...info.importedIds);
  }
  known.set(from, found);
  return found;
}

/** The browser's build: the chunks a first visit loads, and what later pages share. */
const browserBuild: BuildEnvironmentOptions = {
  outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
  emptyOutDir: true,
  assetsDir: 'assets',
  sourcemap: false,
  // Every browser the shop supports preloads modules itself.
  modulePreload: { polyfill: false },
  rolldownOptions: {
    output: {
      codeSplitting: {
        groups: [
          // What boot.ts imports (the page data's id, Vite's helper that fetches a lazy chunk's
          // imports with it), kept out of the app, which it starts later.
          {
            name: (id: string, graph: ModuleGraph) =>
              id !== BOOT &&
              !id.endsWith('.css') &&
              (staticImportsOf(BOOT, graph).has(id) || /preload-helper/.test(id))
                ? 'boot'
                : null,
            debugName: 'boot',
            priority: 3,
          },
          // The app (src/main.tsx, which src/boot.ts starts once the page has loaded) in one file
          // rather than its module plus shared slices.
          {
            name: (id: string, graph: ModuleGraph) =>
              staticImportsOf(APP, graph).has(id) &&
              !staticImportsOf(BOOT, graph).has(id) &&
              !LUCIDE_ICON.test(id)
                ? 'app'
                : null,
            debugName: 'app',
            priority: 2,
          },
          // What the landing page shares with other pages (cards, images, icons) in one chunk.
          {
            name: (id: string, graph: ModuleGraph) =>
              staticImportsOf(LANDING_PAGE, graph).has(id) ? 'storefront' : null,
            debugName: 'storefront',
            minShareCount: 2,
            priority: 1,
          },
          // The answers' schemas and zod, fetched with the first call the browser makes itself
          // (lib/storefront-schemas.ts): one file rather than a dozen.
          {
            name: 'schemas',
            test: /(contract[\\/]|node_modules[\\/]zod[\\/]|storefront-schemas)/,
            priority: 0,
          },
          // Fetched with the first toast (lib/notify.ts); named, or it would be called `dist`.
          { name: 'sonner', test: /node_modules[\\/]sonner[\\/]/ },
        ],
      },
    },
  },
};

/**
 * The server renderer (`vite build --ssr src/entry-server.tsx`): React and every other package
 * bundled in, built for production, so the shop renders with React's production build whatever
 * NODE_ENV it runs under, and loads one file.
 */
const serverRenderer: UserConfig = {
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    outDir: fileURLToPath(new URL('../dist/ssr', import.meta.url)),
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: false,
  },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [leanLucideIcon(), react(), tailwindcss()],
  resolve: command === 'build' ? { alias: productionRouter } : {},
  ...(isSsrBuild ? serverRenderer : { build: browserBuild }),
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
      '/healthz': apiTarget,
    },
  },
}));
