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
  build: { chunkSizeWarningLimit: 1500 },
  test: {
    globals: true,
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'openapi/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20000,
    hookTimeout: 60000,
    pool: 'threads',
  },
})
