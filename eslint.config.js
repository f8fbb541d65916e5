import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './eslint/feature-boundaries.js';
import { moduleBoundaries } from './eslint/module-boundaries.js';

/** The project's own rules. */
const glowmarket = { rules: { 'feature-boundaries': featureBoundaries, 'module-boundaries': moduleBoundaries } };

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // Fastify plugins and hooks are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read settings through apps/api/src/config.ts.',
        },
      ],
    },
  },
  {
    // config.ts is the one reader of the environment; scripts and test set-up start processes.
    files: [
      'apps/api/src/config.ts',
      'scripts/**',
      'apps/api/test/**',
      'apps/api/bench/**',
      'apps/api/reliability/**',
      'apps/web/e2e/**',
      '**/*.config.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // The seed and the factories write every module's rows; tests look at them directly.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/db/**', 'apps/api/src/**/*.test.ts'],
    plugins: { glowmarket },
    rules: { 'glowmarket/module-boundaries': 'error' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, glowmarket },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'glowmarket/feature-boundaries': 'error',
    },
  },
  {
    // A file holds one idea: past this many lines of code it is split by meaning (decision 024).
    // Tests may run longer; the demo's catalogue is data, and migrations are generated.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.ts', 'apps/api/src/db/seed/demo-catalog.ts'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.spec.ts'],
    rules: { 'max-lines': ['error', { max: 800, skipBlankLines: true, skipComments: true }] },
  },
  {
    // The composition root wires modules together and nothing else (module-boundaries keeps it to their factories).
    files: ['apps/api/src/app.ts'],
    rules: { 'max-lines': ['error', { max: 160, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
