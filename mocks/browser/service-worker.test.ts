import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

/**
 * The worker in public/ must be the one the installed msw ships: a stale worker fails msw's
 * integrity check in the browser and mock mode stops answering. msw's postinstall (allowed in
 * package.json's allowScripts) copies it into public/ on every install; this catches a copy
 * that was not committed after an upgrade.
 */
describe('public/mockServiceWorker.js', () => {
  it('is byte for byte the worker of the installed msw version', () => {
    const require = createRequire(import.meta.url)
    const mswVersion = (require('msw/package.json') as { version: string }).version
    const shipped = readFileSync(require.resolve('msw/mockServiceWorker.js'), 'utf8')
    const ours = readFileSync(
      fileURLToPath(new URL('../../public/mockServiceWorker.js', import.meta.url)),
      'utf8',
    )
    expect(ours).toMatch(
      new RegExp(`const PACKAGE_VERSION = '${mswVersion.replace(/\./g, '\\.')}'`),
    )
    expect(ours).toBe(shipped)
  })
})
