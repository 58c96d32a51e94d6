import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, preview } from 'vite'
import { LIVE_PORT, MOCK_API_PORT } from './ports'

/**
 * The live-build journeys' web server: the production build a deployer makes
 * (`VITE_API_MODE=live`, into dist-live/, beside the mock-mode journeys' dist/), with the
 * `/config.json` a deployer would write for a host at the standalone mock's address (API and
 * Pusher protocol on one port, plain ws), served by `vite preview` on 127.0.0.1 (SPA fallback).
 * One build per run: Playwright starts this once for every live journey.
 */
const root = fileURLToPath(new URL('../..', import.meta.url))
const outDir = join(root, 'dist-live')

process.env.VITE_API_MODE = 'live'
await build({ root, mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } })

const config = {
  apiMode: 'live',
  apiUrl: `http://127.0.0.1:${MOCK_API_PORT}`,
  pusherKey: 'mock-key',
  pusherHost: '127.0.0.1',
  pusherPort: MOCK_API_PORT,
  pusherTLS: false,
}
writeFileSync(join(outDir, 'config.json'), JSON.stringify(config))

const server = await preview({
  root,
  logLevel: 'warn',
  build: { outDir },
  preview: { host: '127.0.0.1', port: LIVE_PORT, strictPort: true },
})
console.log(`Live build on http://127.0.0.1:${LIVE_PORT}, API ${config.apiUrl}`)

const stop = () => void server.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
