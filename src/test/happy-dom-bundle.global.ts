import { existsSync, mkdirSync, renameSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import { build } from 'rolldown'
import { happyDomBundlePath } from './happy-dom-bundle'

/**
 * Vitest's global set-up: happy-dom as one file (src/test/dom-environment.ts), built once for
 * the installed version (about 1 s) and kept in node_modules/.cache.
 */
export default async function setup() {
  const file = happyDomBundlePath()
  if (existsSync(file)) return
  mkdirSync(dirname(file), { recursive: true })
  const partial = `${file}.${process.pid}.tmp.mjs`
  await build({
    input: createRequire(import.meta.url).resolve('happy-dom'),
    platform: 'node',
    logLevel: 'silent',
    // keepNames: rolldown renames classes whose names collide across happy-dom's modules
    // (Text$1, Comment$1), and testing-library's prettyDOM knows nodes by constructor name: without
    // it every failing query's message threw PrettyFormatPluginError instead of showing the DOM.
    output: { file: partial, format: 'esm', codeSplitting: false, keepNames: true },
  })
  // Another run may have finished the same file meanwhile: either copy is whole.
  renameSync(partial, file)
}
