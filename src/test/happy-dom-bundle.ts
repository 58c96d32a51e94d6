import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)
const BUILD = 'names'

/**
 * Where this run's one-file build of the installed happy-dom lives: by its version, and by how
 * it is built (`BUILD`, to change when happy-dom-bundle.global.ts builds it otherwise).
 */
export function happyDomBundlePath(): string {
  const pkg = require.resolve('happy-dom/package.json')
  const { version } = require(pkg) as { version: string }
  return join(dirname(pkg), '..', '.cache', 'vitest-happy-dom', `happy-dom-${version}-${BUILD}.mjs`)
}
