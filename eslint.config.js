// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The dependency rule of docs/architecture.md#the-dependency-rule, enforced per layer:
 *   app ──► ui ──► core ◄── adapters ◄── app ; server shares only core/.
 * `tests/tooling/dependency-rule.test.ts` runs this config on violating fixtures to prove it bites.
 */
const outer = (layers) => layers.map((layer) => ({ group: [`**/${layer}/**`, `${layer}/**`], message: `this layer may not import ${layer}/ (docs/architecture.md#the-dependency-rule)` }));
const pkgs = (names) => names.map((name) => ({ name, message: `${name} is not allowed in this layer (docs/architecture.md#the-dependency-rule)` }));
/**
 * What core/ may import, as an allow-list: its own modules and these packages (docs/architecture.md#the-dependency-rule). Anything else —
 * a new package, a framework — fails lint until it is added here on purpose.
 */
const coreAllowed = [
  {
    // gitignore semantics: a folder must be re-included before a file in it.
    group: ['*', '!.', '!./**', '!..', '!../**', '!rxjs', '!zod', '!zod/mini', '!date-fns', '!date-fns/locale', '!date-fns/locale/mk', '!disposable-email-domains-js', '!disposable-email-domains-js/dist', '!disposable-email-domains-js/dist/dict', '!disposable-email-domains-js/dist/dict/*.json'], message: 'core/ imports only rxjs, zod/mini, date-fns and its own modules (docs/architecture.md#the-dependency-rule)' },
];
const pkgPatterns = (names) => names.map((name) => ({ group: [`${name}/*`], message: `${name} is not allowed in this layer (docs/architecture.md#the-dependency-rule)` }));

const coreBannedPackages = ['react', 'react-dom', 'socket.io-client', 'socket.io', '@tanstack/react-query', 'react-hot-toast', 'react-router', 'fastify', 'kysely', 'pg', '@electric-sql/pglite', 'sharp'];

export default tseslint.config(
  { ignores: ['tests/lint-fixtures/**', 'node_modules/**', 'dist/**', 'data/**', 'reports/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['ui/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}', 'adapters/**/*.ts', 'tests/ui/**/*.{ts,tsx}', 'tests/e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['ui/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['core/**/*.ts', 'tests/lint-fixtures/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: pkgs(coreBannedPackages), patterns: [...coreAllowed, ...pkgPatterns(coreBannedPackages), ...outer(['adapters', 'ui', 'app', 'server'])] }],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'fetch', 'XMLHttpRequest'],
    },
  },
  {
    files: ['adapters/**/*.ts', 'tests/lint-fixtures/adapters/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: pkgs(['react', 'react-dom']), patterns: outer(['ui', 'app', 'server']) }] },
  },
  {
    files: ['ui/**/*.{ts,tsx}', 'tests/lint-fixtures/ui/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: pkgs(['socket.io-client']), patterns: outer(['adapters', 'server', 'app']) }] },
  },
  {
    files: ['server/**/*.ts', 'tests/lint-fixtures/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: pkgs(['react', 'react-dom', 'socket.io-client']), patterns: outer(['adapters', 'ui', 'app']) }] },
  },
  {
    files: ['ui/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'User content must never be rendered as HTML (docs/architecture.md#reliability-and-security-rules).' }],
    },
  },
);
