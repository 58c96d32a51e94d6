/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url))

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': r('./src'), '@mocks': r('./mocks') },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  // The in-browser mock host (seed data, faker's en_GB locale) is one lazy chunk loaded only in
  // mock mode; app chunks are budgeted by the page benchmark, not by this warning.
  build: {
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // Our own modules only declare things (components, styled(), helpers): importing one for a
      // single export must not drag the rest of a barrel (src/ui's DOMPurify, tables, modal)
      // into the first page. CSS and node_modules keep their declared side effects.
      output: {
        // The framework every page needs, in one long-cached chunk: compressed once rather than
        // as a dozen small files, and untouched by app releases.
        advancedChunks: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack|axios|styled-components|stylis|@emotion)[\\/]/,
            },
            {
              // What the first page (/login) needs besides the entry, as one file instead of
              // nine small ones: the pieces compress together (their styled-components
              // templates repeat), which keeps /login inside its budget (issue 3 §7).
              name: 'session-ui',
              // Only the field and form modules /login renders: the others (select, money, file...)
              // would otherwise ride along to every first visit.
              test: /src[\\/](app[\\/]pages[\\/]login\.|lib[\\/]session[\\/]use-session-mutations|ui[\\/](field[\\/](field|field-styles|described-by|text-field)\.|form[\\/]|primitives[\\/](visually-hidden|spinner)|button[\\/](button|button-styles)\.)|features[\\/]session[\\/](layout|components|forms|paths))/,
            },
          ],
        },
      },
      treeshake: {
        moduleSideEffects: (id: string) => !/\/(src|mocks)\/.*\.tsx?$/.test(id),
      },
    },
  },
  test: {
    globals: true,
    environment: 'node',
    include: [
      'src/**/*.test.{ts,tsx}',
      'mocks/**/*.test.ts',
      'openapi/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20000,
    hookTimeout: 60000,
    pool: 'threads',
  },
})
