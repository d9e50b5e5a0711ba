// `npm run lint`: the code's rules and the architecture's boundaries (docs/architecture.md,
// docs/decisions/0015-lint-boundaries-and-test-layers.md). Formatting is Prettier's job, types
// are `npm run typecheck`'s; this file only holds what neither of them checks.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const FEATURES = 'web/src/features';

// A feature's public surface: the few modules other features (home mostly composes them) may
// import. Everything else in a feature folder is its internals.
const PUBLIC = {
  auth: ['use-logout.ts', 'two-factor-parts.tsx', 'two-factor-sign-in.tsx'],
  calculator: ['home-calculator-section.tsx', 'home-calculator-result.tsx', 'page-calculator-result.tsx'],
  contact: ['contact-form.tsx', 'playbook-lead-form.tsx'],
  // The tooltip, and the provider that gives it the glossary page's terms (issue 31).
  glossary: ['glossary-term.tsx', 'glossary-content.tsx'],
  // The parts home draws blocks with (icons, glossary markup), which the playbook's blocks use too.
  home: ['block-parts.tsx'],
  maturity: ['quiz-result-view.tsx'],
  // The public blocks, which the admin's live preview draws too (decision 0065), and the page
  // reading (a shareable preview link, the head) the home page shares (decision 0073).
  pages: ['page-blocks.tsx', 'use-content-page.ts'],
  playbook: ['finops-diagrams.tsx', 'playbook-cover.tsx', 'use-anchor-on-mount.ts'],
  simulator: ['simulation-summary.tsx'],
};

const features = fs.readdirSync(path.join(root, FEATURES)).filter((name) => fs.statSync(path.join(root, FEATURES, name)).isDirectory());
const featureZones = features.map((feature) => ({
  target: `./${FEATURES}/${feature}`,
  from: `./${FEATURES}`,
  except: [
    `./${feature}`,
    ...Object.entries(PUBLIC).flatMap(([owner, files]) => (owner === feature ? [] : files.map((file) => `./${owner}/${file}`))),
  ],
  message:
    'A feature imports another feature only through its public modules (PUBLIC in eslint.config.mjs); move shared code to web/src/app or web/src/domain.',
}));

const webZones = [
  ...featureZones,
  { target: './web/src', from: './graphql-server', message: 'The web app talks to the server over GraphQL only.' },
];
const appZone = {
  target: './web/src/app',
  from: `./${FEATURES}`,
  message: 'app/ reaches the features through the route table only (app/routes.tsx); move what app/ needs into web/src/app.',
};

const UI_AND_SERVER = [
  { group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-router', 'react-router-dom'], message: 'Pure logic: no React here.' },
  { group: ['@apollo/*', 'graphql', 'graphql/*'], message: 'Pure logic: no Apollo or GraphQL here.' },
  { group: ['antd', 'antd/*', '@ant-design/*', 'formik'], message: 'Pure logic: no UI kit here.' },
  { group: ['**/graphql-server/**', 'express', 'typeorm', 'pg'], message: 'Pure logic: the server and its database stay out.' },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
      'web/src/graphql/generated.ts',
      'web/public/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      // Without these two, import-x treats every .ts/.tsx file as a foreign module it does not
      // parse: no-cycle and no-restricted-paths then see no edges and pass anything.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
    },
    rules: {
      // TypeScript checks these better (and typecheck already runs).
      'no-undef': 'off',
      'no-redeclare': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      // Declaration merging of a class with an interface is how a few entities type their JSON columns.
      '@typescript-eslint/no-unsafe-declaration-merging': 'off',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
    },
  },
  // Type-aware, where cheap: one rule that needs the types, over the TypeScript sources, all read from
  // one program (tsconfig.eslint.json: each file loaded once, decision 0089).
  {
    files: ['graphql-server/src/**/*.ts', 'web/src/**/*.{ts,tsx}', 'schema/**/*.ts', 'tests/**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { project: './tsconfig.eslint.json', tsconfigRootDir: root },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...webZones, appZone] }],
    },
  },
  {
    // The route table is where app/ meets the features: it lazy-loads their pages.
    files: ['web/src/app/routes.tsx'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webZones }] },
  },
  {
    files: ['web/src/domain/**/*.ts', 'schema/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...UI_AND_SERVER, { group: ['**/features/**', '**/app/**'], message: 'Pure logic never imports the UI.' }] },
      ],
    },
  },
  {
    files: ['graphql-server/src/**/*.service.ts', 'graphql-server/src/**/*-service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['express', 'express/*', '@apollo/server', '@apollo/server/*', 'cookie-parser', 'helmet'],
              message: 'Services hold the rules; HTTP stays in http/ and the routes files.',
            },
            { group: ['type-graphql'], message: 'Services hold the rules; GraphQL stays in the resolvers, inputs and entities.' },
            { group: ['**/http/**', '**/*.resolver', '**/*.routes'], message: 'Services never call their transports.' },
          ],
        },
      ],
    },
  },
  {
    files: ['graphql-server/src/**/*.ts'],
    rules: {
      // Boot, worker and request messages all go through the pino logger (logger.ts).
      'no-console': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './graphql-server/src',
              from: './web/src',
              except: ['./domain'],
              message: 'The server never imports the web app (web/src/domain is pure and may be shared).',
            },
            {
              target: './graphql-server/src/modules/delivery/queue',
              from: './graphql-server/src/modules',
              except: ['./delivery/queue'],
              message:
                'The queue knows no kind of message: mail/ and modules/webhooks/ use queue/, never the reverse (name another entity in a relation by its name).',
            },
          ],
        },
      ],
    },
  },
  {
    // A function a reviewer reads in one sitting (issue 37): split by concern past 120 lines.
    files: ['graphql-server/src/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    ignores: [
      // Generated: GraphQL codegen's hooks and TypeORM's migrations (npm run migration:diff).
      'web/src/graphql/generated*',
      'graphql-server/src/db/migrations/**',
      // Seed content: the sample posts and resources are data written as code.
      'graphql-server/src/db/seed/content.ts',
    ],
    rules: { 'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }] },
  },
  {
    // TypeORM types its migration list as Function[].
    files: ['graphql-server/src/db/migrations/index.ts'],
    rules: { '@typescript-eslint/no-unsafe-function-type': 'off' },
  },
  {
    // A test or spec file is imported by nothing, so it can be in no cycle: following every import
    // from each of them again (about a fifth of ESLint's time) found nothing the sources' own check
    // does not. Support modules keep the rule.
    files: ['tests/**/*.test.{ts,tsx}', 'tests/**/*.spec.ts'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
    rules: {
      // Tests read untyped JSON answers and drive pages without the DOM library; production code keeps no `any`.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['**/*.cjs', 'jest.config.js', 'tools/**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
