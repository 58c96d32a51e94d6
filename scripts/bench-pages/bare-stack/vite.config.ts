import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import app from '../../../vite.config.js'

/**
 * The bare stack's build (issue 3 §7) with the app's production settings: the same React
 * plugin and the app's own tree-shaking rules, read from its config so the two cannot drift.
 */
export default defineConfig({
  plugins: [react()],
  build: { rolldownOptions: { treeshake: app.build?.rolldownOptions?.treeshake } },
})
