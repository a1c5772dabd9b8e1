import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Every TypeScript project, in the order a file is looked up in them: the type-aware rules read
 * these programs (scripts/check-types-and-lint.mjs builds the same ones for `npm test`).
 */
export const TYPED_PROJECTS = [
  'tsconfig.json',
  'web/tsconfig.json',
  'editor-engine/tsconfig.json',
  'editor-dom-adapter/tsconfig.json',
  'codebase-ids/tsconfig.json',
  'bench/frame/tsconfig.json',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/dist-server/**',
      'coverage/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
      'web/src/routeTree.gen.ts',
      // Sources the write-back tests edit (data, outside every tsconfig).
      'test/fixtures/**',
      'web/src/shared/api/schema.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    // Type-aware rules: each file is checked in the first of these programs that holds it. A
    // list rather than the project service: the stories and Storybook's config belong to the web
    // app's tsconfig, which the service would not find from their folders, and a program of their
    // own cost ESLint a second build of the web app's (75 → 68 s, 2026-11-29).
    languageOptions: {
      parserOptions: { project: TYPED_PROJECTS, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
    },
  },
  {
    // Plain JavaScript (configs, scripts) is outside every tsconfig: no type-aware rules.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // Across folders, import through the package.json "imports" aliases (#shared/…, #modules/…).
    files: ['src/**/*.ts', 'test/**/*.ts', 'migrations/**/*.ts'],
    ignores: ['test/support/global-setup.ts', 'test/support/global-teardown.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./',
              message:
                'Use a package.json "imports" alias (#shared/, #modules/, #config/, #src/, #migrations/, #test/).',
            },
          ],
        },
      ],
    },
  },
  {
    // NestJS resolves constructor parameters from emitted metadata: type-only imports break DI.
    files: ['src/**/*.ts', 'test/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: [
      'web/**/*.{ts,tsx}',
      'stories/**/*.{ts,tsx}',
      '.storybook/**/*.ts',
      'editor-dom-adapter/**/*.ts',
    ],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    rules: {
      // TanStack Router's redirect() and notFound() are thrown by design.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            {
              from: 'package',
              package: '@tanstack/router-core',
              name: ['Redirect', 'NotFoundError'],
            },
          ],
        },
      ],
      // React event props accept async handlers; their errors are handled inside.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    // Response bodies (supertest) and asymmetric matchers are `any` by their libraries' types.
    files: ['test/**/*.ts', '**/*.spec.ts', '**/*.spec.tsx'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Fakes implement async ports without awaiting anything.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Storybook's own configuration is in no tsconfig (a dot folder).
    files: ['.storybook/**/*.{ts,tsx}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Landed migrations are never edited, so no rule may ask for a change in one.
    files: ['migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-unnecessary-type-assertion': 'off' },
  },
  {
    // dependency-cruiser reads CommonJS configuration.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['scripts/**/*', '.ci/**/*', 'test/**/*'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
