// The project's lint: TypeScript's recommended rules, the rules of hooks, and
// the layers of docs/architecture.md enforced on import: locales/ and resources/ are data,
// providers/ has no React, server/ stands alone, and production code never reaches into test helpers.
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const react = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  '@mui/*',
  'react-admin',
  'ra-*',
  '@emotion/*',
  'react-router',
  'react-router-dom',
  'react-hook-form',
  'react-dropzone',
  '@tanstack/react-*',
];

/** Production code: everything but tests, test helpers and their fixtures. */
const testFiles = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*.spec.ts',
  '**/*.test-support.ts',
  '**/*.test-support.tsx',
  'tests/**',
  'bench/**',
  'scripts/**',
];

const restricted = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const noReact = { group: react, message: 'This layer has no React (docs/architecture.md).' };
/** providers/ implements react-admin's provider interfaces: it may name their types, never run React. */
const noReactButTypes = { ...noReact, allowTypeImports: true };
const noTestSupport = { regex: '\\.test-support$', message: 'Production code does not use test helpers.' };
const layer = (folder, message) => ({ regex: `(^|/)${folder}(/|$)`, message });

export default tseslint.config(
  {
    ignores: ['node_modules/', 'dist/', 'dist-server/', 'coverage/', 'test-results/', 'playwright-report/', 'tests/lint-fixtures/', '.ci/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { console: 'readonly', process: 'readonly' } },
    rules: {
      // TypeScript checks these, with the project's settings (noUnusedLocals, noUnusedParameters).
      'no-undef': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Tests may take what they get loosely, and Playwright's fixtures destructure nothing as `{}`.
    files: testFiles,
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-empty-pattern': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'resources/**/*.tsx', 'tests/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['resources/**/*.ts'],
    ignores: [...testFiles, 'resources/*/views/**'],
    rules: restricted(
      noReact,
      noTestSupport,
      layer('src', 'resources/ is data: it does not import the admin (docs/architecture.md).'),
      layer('providers', 'resources/ does not import providers/.'),
      layer('server', 'resources/ does not import the server.'),
    ),
  },
  {
    // One catalogue per language (locales/<language>.ts): data that the admin and the server read.
    files: ['locales/**/*.ts'],
    ignores: testFiles,
    rules: restricted(
      { ...noReact, group: react.filter((name) => name !== 'ra-*'), allowTypeImports: true },
      { group: ['ra-*', '!ra-language-*'], message: "A catalogue takes react-admin's language packs only.", allowTypeImports: true },
      layer('src', 'locales/ is data: it does not import the admin.'),
      layer('providers', 'locales/ does not import providers/.'),
      layer('server', 'locales/ does not import the server.'),
      layer('resources', 'locales/ stands below resources/: it imports nothing of the project.'),
    ),
  },
  {
    files: ['providers/**/*.ts'],
    ignores: testFiles,
    rules: restricted(
      noReactButTypes,
      noTestSupport,
      layer('server', 'providers/ talks to a server over HTTP only; it does not import server/.'),
      layer('src', 'providers/ does not import the admin.'),
    ),
  },
  {
    files: ['server/**/*.ts'],
    ignores: testFiles,
    rules: restricted(
      noReact,
      noTestSupport,
      layer('src', 'server/ does not import the admin.'),
      layer('providers', 'server/ does not import the providers.'),
    ),
  },
  {
    // No import circle in the server (docs/architecture.md): each folder is read from its entry down.
    files: ['server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: restricted(noTestSupport, layer('server', 'The admin talks to the server over HTTP only.')),
  },
  {
    // A field kind is its modules (docs/adding-a-resource.md, "A new field kind"): code outside them
    // asks the kind (kindOf, writeKey, formKey, …), never which kind a field is.
    files: ['src/**/*.{ts,tsx}', 'resources/**/*.{ts,tsx}', 'providers/**/*.ts', 'server/**/*.ts'],
    ignores: [...testFiles, 'src/kinds/**', 'resources/kinds/**', 'server/kinds/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "BinaryExpression[operator=/^[!=]==?$/] > MemberExpression[property.name='kind'][object.name=/field/i]",
          "SwitchStatement > MemberExpression.discriminant[property.name='kind'][object.name=/field/i]",
          "BinaryExpression[operator='in'][left.value='writeSource']",
          "MemberExpression[object.callee.name='kindOf'][property.name=/^(file|relation)$/]",
        ].map((selector) => ({
          selector,
          message: 'Ask the field kind (resources/kinds/kind.ts) rather than branch on which kind a field is.',
        })),
      ],
    },
  },
);
