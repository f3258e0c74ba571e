import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import {
  appZone,
  joiningFiles,
  joiningZones,
  layerZones,
  serverFeatureZones,
  testFiles,
  webFeatureZones,
  webImports,
} from './eslint.boundaries.js';

const noProcessEnv = [
  'error',
  {
    object: 'process',
    property: 'env',
    message: 'Read configuration through server/config.ts (loadConfig).',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'server/db/migrations/**',
      'playwright-report/**',
      'test-results/**',
      'web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.server.json', './tsconfig.web.json', './tsconfig.e2e.json'],
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      // Fastify plugins and handlers are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-properties': noProcessEnv,
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSEnumDeclaration',
          message: 'Use `as const` arrays or z.enum instead of enums.',
        },
        { selector: 'TSModuleDeclaration[kind="namespace"]', message: 'No namespaces.' },
        { selector: 'ExportDefaultDeclaration', message: 'Named exports only.' },
      ],
      'max-lines': ['error', { max: 250 }],
    },
  },
  {
    files: ['{server,web/src,contract}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, no-cycle skips every TypeScript file it does not lint itself.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...layerZones, appZone, ...serverFeatureZones, ...webFeatureZones] },
      ],
    },
  },
  {
    files: joiningFiles,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...joiningZones] }],
    },
  },
  {
    files: testFiles,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    files: ['contract/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|\\./|#contract/).*',
              message: 'contract/ holds zod schemas and types only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**', 'scripts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(#web/|react|\\.\\./web/|\\.\\./\\.\\./web/)',
              message: 'The server never imports the web app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-imports': webImports('node:|'),
    },
  },
  {
    // The web app's server entry and its renderer run only in Node (built to dist/ssr): Node's
    // streams, yes; the server's code, still never.
    files: ['web/src/entry-server.tsx', 'web/src/render-to-html.ts'],
    rules: { 'no-restricted-imports': webImports('') },
  },
  {
    // Configuration files, the test harness and CLI scripts are the process's edge, where the environment is read.
    files: [
      'server/config.ts',
      'scripts/**',
      'e2e/**',
      'bench/**',
      'cluster/**',
      '*.config.{ts,js}',
      'web/vite.config.ts',
      'server/test/**',
    ],
    rules: { 'no-restricted-properties': 'off', 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'server/test/**', 'cluster/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Server test files share each Vitest worker's modules (isolate: false in vitest.config.ts): a
    // module mocked, a global stubbed or a clock faked would reach the files after.
    files: ['{server,contract,scripts}/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        ...noProcessEnv,
        ...['mock', 'doMock', 'stubGlobal', 'stubEnv', 'useFakeTimers'].map((property) => ({
          object: 'vi',
          property,
          message: 'Server tests share their modules: use the real thing, not a stand-in.',
        })),
      ],
    },
  },
  { files: ['eslint.*.js'], extends: [tseslint.configs.disableTypeChecked] },
);
