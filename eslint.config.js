import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { importStyle } from './scripts/eslint/import-style.js'

export default tseslint.config(
  {
    ignores: ['dist', 'dist-*', 'node_modules', 'public/mockServiceWorker.js', 'src/lib/api/schema.gen.ts', 'test-results', 'playwright-report', 'openapi/bundled.json'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Components reach the server through a feature's api/ only (DESIGN.md).
      'no-restricted-imports': ['error', { paths: [{ name: 'axios', message: 'Use the instance in src/lib/api.' }] }],
    },
  },
  {
    // One import style (issue 27): `@/` across folders, relative inside one (scripts/eslint).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { project: { rules: { 'import-style': importStyle } } },
    rules: { 'project/import-style': 'error' },
  },
  {
    files: ['src/lib/api/**', 'src/lib/realtime/**', 'mocks/**', 'scripts/**', 'e2e/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
)
