import { readdirSync } from 'node:fs';

/** Which code may import which (ADR 011), for eslint.config.js. */

const featuresOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// Boundaries (ADR 011). A feature reaches another only through its public face: on the server its
// `*.service.ts` modules, on the web its `*-api.ts` hooks, its top-level components and `components/`.
const featureZones = (root, features, publicFace) =>
  features.map((feature) => ({
    target: `${root}/${feature}/**`,
    from: `${root}/!(${feature})/**`,
    except: publicFace,
    message: `Reach another feature through its public face (${publicFace.join(', ')}), not its internals.`,
  }));

/** The web app never imports server code (`also`: more module patterns it may not import). */
export const webImports = (also) => [
  'error',
  {
    patterns: [
      {
        regex: `^(#server/|${also}drizzle-orm|fastify|(\\.\\./)+server/)`,
        message: 'The web app never imports server code.',
      },
    ],
  },
];

export const layerZones = [
  {
    target: 'contract/**',
    from: ['server/**', 'web/**', 'scripts/**', 'e2e/**'],
    message: 'contract/ holds zod schemas and types only; it imports nothing of the project.',
  },
  { target: 'server/**', from: 'web/**', message: 'The server never imports the web app.' },
  { target: 'web/**', from: 'server/**', message: 'The web app never imports server code.' },
  {
    target: 'server/{lib,db}/**',
    from: 'server/{features,wiring,seed}/**',
    message:
      'server/lib and server/db know no feature: features depend on them, never the reverse.',
  },
  {
    target: 'web/src/{lib,components}/**',
    from: 'web/src/{features,app}/**',
    message:
      'web/src/lib and web/src/components know no feature: features depend on them, never the reverse.',
  },
];
// Not for tests: a feature's screen tests render it inside the app's test harness.
export const appZone = {
  target: 'web/src/features/**',
  from: 'web/src/app/**',
  message: 'Features never import the app shell; the app composes features.',
};

export const serverFeatureZones = featureZones('server/features', featuresOf('./server/features'), [
  '**/server/features/*/*.service.ts',
]);
export const webFeatureZones = featureZones('web/src/features', featuresOf('./web/src/features'), [
  '**/web/src/features/*/*-api.ts',
  '**/web/src/features/*/*.tsx',
  '**/web/src/features/*/components/**',
]);
// A table may reference another feature's table for its foreign keys, and a repo may join it
// (STYLE: "call another feature's service or join its table, never its routes or repo").
export const joiningFiles = ['server/features/*/*.{table,tables,repo}.ts'];
export const joiningZones = featureZones('server/features', featuresOf('./server/features'), [
  '**/server/features/*/*.service.ts',
  '**/server/features/*/*.{table,tables}.ts',
]);
// Tests may build fixtures from any feature's parts; they still keep the layers.
// Tests inside the layered folders (where import-x is loaded) may reach across features.
export const testFiles = [
  '{server,web/src,contract}/**/*.test.{ts,tsx}',
  '**/testing/**',
  'server/test/**',
];
