import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

// Layer boundaries (DESIGN.md): shared imports neither server nor client; client never imports server.
const serverOrClient = ['#server/*', '#client/*', '**/server/**', '**/client/**'];

/** A feature reaches another feature only through that feature's index.ts. */
function featureZones(side) {
  const features = path.join(root, 'src', side, 'features');
  return readdirSync(features, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `./src/${side}/features/${name}/**`,
      from: [`${features}/*/**`],
      except: [`${features}/${name}/**`, `${features}/*/index.ts`, `${features}/*/index.tsx`],
      message: `Import another feature through its index.ts, not its files.`,
    }));
}

/** Benchmarks and the long and browser tests use the features as other code does: through their index.ts. */
function outsideZones() {
  return ['server', 'client'].map((side) => {
    const features = path.join(root, 'src', side, 'features');
    return {
      target: ['./bench/**', './tests/**'],
      from: [`${features}/*/**`],
      except: [`${features}/*/index.ts`, `${features}/*/index.tsx`],
      message: `Import a feature through its index.ts, not its files.`,
    };
  });
}

export default tseslint.config(
  {
    ignores: ['dist/', 'data/', 'node_modules/', 'test-results/', 'playwright-report/', 'src/server/db/migrations/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['{src,bench,tests}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without the TypeScript extensions import-x skips every .ts file it follows, and no-cycle sees nothing.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: root })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...featureZones('server'),
            ...featureZones('client'),
            ...outsideZones(),
            {
              target: './src/client/features',
              from: './src/client/app',
              message: 'Features never import app/: move what they share to components/ or lib/.',
            },
            {
              target: ['./src/client/components', './src/client/lib'],
              from: ['./src/client/features', './src/client/app'],
              message: 'components/ and lib/ sit below the features and app/.',
            },
            {
              target: './src/server/features',
              from: ['./src/server/app.ts', './src/server/boot.ts', './src/server/main.ts'],
              message: 'Features never import the app that assembles them.',
            },
            {
              target: './src/server/adapters',
              from: './src/server/features',
              message: 'Adapters know nothing of the features.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: serverOrClient, message: 'src/shared imports neither server nor client.' }] },
      ],
    },
  },
  {
    files: ['src/client/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['#server/*', '**/server/**'], message: 'The client never imports server code.' }] },
      ],
    },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['#client/*', '**/client/**'], message: 'The server never imports client code.' }] },
      ],
    },
  },
  prettier,
);
