// ESLint: typescript-eslint's recommended rules, and the layering README's "Layout" describes as a
// rule on every relative import. Imports point down only: src/astro, src/reading and src/products
// are pure (no I/O, no framework); src/services owns the interfaces it needs and imports no adapter
// (telegram, payments, redis, threads, metrics) and nothing above it (http, web, mcp); the adapters import
// services, never the HTTP side; only the composition root (src/compose.ts) and the entry points see
// everything.
import { dirname, relative, resolve } from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SRC = resolve(import.meta.dirname, 'src');
const ENTRY_POINTS = ['compose', 'app', 'main', 'worker'];
const ADAPTERS = ['telegram', 'payments', 'redis', 'threads', 'metrics'];
const TOP = ['http', 'web', 'mcp'];

/** For each part of src/, the parts it may not import (and, after `types:`, may import types from only). */
const FORBIDDEN = {
  // Languages, their negotiation and message files: below everything that speaks to a person.
  i18n: ['astro', 'reading', 'products', 'services', 'store', 'jobs', ...ADAPTERS, ...TOP, ...ENTRY_POINTS],
  astro: ['reading', 'products', 'services', 'store', 'jobs', ...ADAPTERS, ...TOP, ...ENTRY_POINTS],
  reading: ['products', 'services', 'store', 'jobs', ...ADAPTERS, ...TOP, ...ENTRY_POINTS],
  // One module per product (catalog defaults, form fields, library parts, computation, composer):
  // pure like the engine it calls, and below the services that sell it.
  products: ['services', 'store', 'jobs', ...ADAPTERS, ...TOP, ...ENTRY_POINTS],
  services: [...ADAPTERS, ...TOP, ...ENTRY_POINTS],
  // The store and its query modules are below the services that call them: they answer in plain
  // records of their own and import nothing above (a services type in schema.ts was a cycle).
  store: ['services', 'jobs', ...ADAPTERS, ...TOP, ...ENTRY_POINTS],
  jobs: [...ADAPTERS, ...TOP, ...ENTRY_POINTS],
  telegram: [...TOP, ...ENTRY_POINTS],
  payments: [...TOP, ...ENTRY_POINTS],
  redis: [...TOP, ...ENTRY_POINTS],
  threads: [...TOP, ...ENTRY_POINTS],
  metrics: [...TOP, ...ENTRY_POINTS],
  mcp: ['http', 'web', 'telegram', ...ENTRY_POINTS],
  web: ['http', 'mcp', 'store', 'jobs', ...ADAPTERS, ...ENTRY_POINTS],
  // The HTTP layer sees every part below it; of the root, the composition's shape (types) only.
  http: ['app', 'main', 'worker'],
};
const TYPES_ONLY = { http: ['compose'] };
/**
 * Single files allowed one of their part's forbidden imports, each for its reason. The OAuth store is
 * the adapter of an interface the OAuth service owns (services/oauth/store.ts), with its scope format.
 */
const FILE_EXCEPTIONS = { 'store/oauth-store.ts': ['services'] };

/** The part of src/ a file is in: its first folder, or the file's own name for the root files. */
function partOf(file) {
  const path = relative(SRC, file);
  if (path.startsWith('..')) return null;
  return path.split(/[\\/]/)[0].replace(/\.[mc]?[jt]s$/, '');
}

const layers = {
  rules: {
    'imports-point-down': {
      meta: { type: 'problem', messages: { up: 'layering (README, Layout): src/{{from}} does not import src/{{to}}{{types}}' } },
      create(context) {
        const from = partOf(context.filename);
        if (!from || !FORBIDDEN[from]) return {};
        const check = (node, source, typeOnly) => {
          if (!source.startsWith('.')) return;
          const to = partOf(resolve(dirname(context.filename), source));
          if (!to || to === from) return;
          const own = relative(SRC, context.filename).split(/[\\/]/).join('/');
          if (FORBIDDEN[from].includes(to) && !FILE_EXCEPTIONS[own]?.includes(to)) context.report({ node, messageId: 'up', data: { from, to, types: '' } });
          else if (!typeOnly && TYPES_ONLY[from]?.includes(to)) context.report({ node, messageId: 'up', data: { from, to, types: ' (types only)' } });
        };
        return {
          ImportDeclaration: (node) => check(node, node.source.value, node.importKind === 'type'),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, node.exportKind === 'type'),
          ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, String(node.source.value), false),
        };
      },
    },
  },
};

/** Packages a pure or inner layer does not use. */
const noPackages = (files, packages, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group: packages, message: 'layering: this part stays free of frameworks and I/O' }] }] },
});
/**
 * The SQL lives in src/store: the store itself and its query modules (src/store/queries/<aggregate>.ts),
 * one per aggregate. Everything else calls their methods and imports no `kysely`, not even its types
 * (a transaction is a `Queries` bundle from src/store/queries, not a Kysely `Transaction`).
 */
const sqlOnlyInTheStore = {
  files: ['src/**/*.ts'],
  ignores: ['src/store/**'],
  rules: {
    '@typescript-eslint/no-restricted-imports': ['error', {
      paths: [{ name: 'kysely', message: 'layering: SQL lives in src/store and its query modules (src/store/queries/<aggregate>.ts); call a query module instead' }],
      patterns: [{ group: ['kysely/*'], message: 'layering: SQL lives in src/store and its query modules (src/store/queries/<aggregate>.ts)' }],
    }],
  },
};

const FRAMEWORKS = ['prom-client', 'fastify', '@fastify/*', 'kysely', 'grammy', '@grammyjs/*', 'pg', 'better-sqlite3', 'ioredis', 'pino', 'piscina', '@modelcontextprotocol/*'];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'test-artifacts/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: globals.node },
    plugins: { layers },
    rules: {
      'layers/imports-point-down': 'error',
      // A variable assigned once, after a closure that reads it was made, stays a let.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // Unused arguments keep their place in a signature when named _like_this.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  // The scripts the pages load run in the browser.
  { files: ['src/web/assets/**/*.js'], languageOptions: { globals: globals.browser, sourceType: 'script' } },
  noPackages(['src/astro/**'], [...FRAMEWORKS, 'pdfkit', '@resvg/*', 'node:fs', 'fs'], ['src/astro/places/load.ts']),
  // The one place the astro module reads files: the packaged city table and its prebuilt index.
  noPackages(['src/astro/places/load.ts'], [...FRAMEWORKS, 'pdfkit', '@resvg/*']),
  noPackages(['src/reading/**', 'src/products/**'], [...FRAMEWORKS, 'node:fs', 'fs']),
  sqlOnlyInTheStore,
  noPackages(['src/services/**'], ['prom-client', 'fastify', '@fastify/*', 'grammy', '@grammyjs/*', 'ioredis', 'pg', 'better-sqlite3', 'piscina', '@modelcontextprotocol/*']),
  {
    files: ['test/**', 'bench/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Kysely's migrations are written against Kysely<any>: they must not depend on today's schema.
    files: ['src/store/migrations/**', 'src/store/migrate.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
