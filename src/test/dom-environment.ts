import { existsSync } from 'node:fs'
import { populateGlobal, type Environment } from 'vitest/runtime'
import { happyDomBundlePath } from './happy-dom-bundle'

type HappyDom = typeof import('happy-dom')
type DomWindow = InstanceType<HappyDom['GlobalWindow']>

/**
 * Vitest's happy-dom environment, with happy-dom loaded from one bundled file (made once per
 * run by happy-dom-bundle.global.ts) rather than its ~700 modules: every isolated test file
 * starts a fresh worker that loads it again, 0.5 s each from the package, 0.17 s bundled.
 * Without the bundle (a run that skipped the global set-up) it loads the package.
 */
export default {
  name: 'happy-dom',
  viteEnvironment: 'client',
  async setup(global, { happyDOM = {} }) {
    const bundle = happyDomBundlePath()
    const { GlobalWindow }: HappyDom = existsSync(bundle)
      ? await import(/* @vite-ignore */ bundle)
      : await import('happy-dom')
    const options = happyDOM as { url?: string; settings?: object }
    const win: DomWindow = new GlobalWindow({
      ...options,
      console: global.console,
      url: options.url ?? 'http://localhost:3000',
      settings: { ...options.settings, disableErrorCapturing: true },
    })
    const { keys, originals } = populateGlobal(global, win, {
      bindFunctions: true,
      additionalKeys: [
        'Request',
        'Response',
        'MessagePort',
        'fetch',
        'Headers',
        'AbortController',
        'AbortSignal',
        'URL',
        'URLSearchParams',
        'FormData',
      ],
    })
    return {
      async teardown(global) {
        await win.happyDOM.abort()
        win.close()
        keys.forEach((key) => delete global[key])
        originals.forEach((v, k) => (global[k] = v))
      },
    }
  },
} satisfies Environment
