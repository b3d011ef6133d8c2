// ESLint flat config for the whole monorepo. Not type-aware, to stay fast; tsc does the type checking.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const web = './apps/web/src';
const server = './apps/server/src';

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/test-results/',
    '**/playwright-report/',
    '**/coverage/',
    // DATA_DIR's default (./data) from the root or a workspace; not every folder named data.
    'data/',
    'apps/*/data/',
    '**/.tmp/',
    'apps/server/src/db/migrations/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    name: 'focal/base',
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },

  // Imports flow one way (docs: ARCHITECTURE.md): shared → features → app on the web side; http/db →
  // modules → app.ts on the server; contracts depend on no app. And no cycles anywhere.
  {
    name: 'focal/architecture',
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x does not parse .ts files when following imports (no-cycle sees nothing).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.node'],
          conditionNames: ['types', 'import', 'node', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: `${web}/shared`,
              from: [`${web}/features`, `${web}/app`],
              message: 'web shared/ code is used by features and app; it must not import from them.',
            },
            {
              target: `${web}/features`,
              from: `${web}/app`,
              message: 'features are assembled by app/; they must not import from it.',
            },
            {
              // db/seed/ is exempt: it seeds through the modules' services, as the app itself would.
              target: [`${server}/http/**`, `${server}/db/*`, `${server}/db/!(seed)/**`],
              from: `${server}/modules`,
              message: 'http/ and db/ are the layers modules build on; they must not import from modules/.',
            },
            {
              target: './packages/contracts',
              from: './apps',
              message: 'contracts are shared by client and server; they must not import from an app.',
            },
          ],
        },
      ],
    },
  },

  {
    name: 'focal/web',
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // The classic rules of hooks. The plugin's React Compiler diagnostics (use-memo, refs,
    // set-state-in-effect, ...) are left out: Focal does not build with the compiler, and they flag
    // ordinary patterns (a ref read inside an event handler, useMemo(fn, [])) as errors.
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
