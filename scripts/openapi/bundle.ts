/**
 * Assembles and bundles the contract into openapi/bundled.json: one JSON document whose
 * external $refs are hoisted into `components` (redocly names each after the last segment of
 * its pointer: `#/components/schemas/Contact`, `#/components/responses/Unauthenticated`; two
 * files defining the same name fail the bundle).
 * Not dereferenced: the contract validator registers the document with ajv and resolves
 * the internal $refs itself. Run: `tsx scripts/openapi/bundle.ts`.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { assemble, OPENAPI_DIR, ROOT } from './assemble'

export const BUNDLED = join(OPENAPI_DIR, 'bundled.json')
export const REDOCLY = join(ROOT, 'node_modules', '.bin', 'redocly')

/** Every source file of the contract (the generated files excluded). */
export function sourceFiles(dir = OPENAPI_DIR): string[] {
  const out: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue
    const full = join(dir, entry.name)
    if (entry.isDirectory()) out.push(...sourceFiles(full))
    else if (entry.name.endsWith('.yaml')) out.push(full)
  }
  return out
}

/** The bundle is stale when missing or older than any contract source file. */
export function bundleIsStale(out = BUNDLED): boolean {
  if (!existsSync(out)) return true
  const built = statSync(out).mtimeMs
  return sourceFiles().some((f) => statSync(f).mtimeMs > built)
}

/**
 * Writes through a temporary file and a rename, so parallel test workers that bundle at
 * the same time never read a half-written document.
 */
export function bundle(out = BUNDLED): string {
  const input = assemble()
  // redocly picks the format from the extension (and rewrites any other one), so end in .json.
  const tmp = out.replace(/\.json$/, `.${process.pid}.${Date.now()}.tmp.json`)
  try {
    // Two files defining a component of the same name would otherwise become `Name-2`
    // silently, and the generated TypeScript type names with it.
    const args = [
      'bundle',
      input,
      '--output',
      tmp,
      '--component-renaming-conflicts-severity',
      'error',
    ]
    execFileSync(REDOCLY, args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Redocly's banners and telemetry are noise in scripts and tests.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    })
    renameSync(tmp, out)
  } catch (error) {
    rmSync(tmp, { force: true })
    const e = error as { stderr?: Buffer; stdout?: Buffer; message: string }
    const detail = [e.stdout?.toString(), e.stderr?.toString()]
      .join('\n')
      .split('\n')
      // Drop redocly's boxed Node-version banner; keep the problems.
      .filter((line) => !/^\s*[║╔╚]/.test(line))
      .join('\n')
      .trim()
    throw new Error(`redocly bundle failed:\n${detail || e.message}`)
  }
  return out
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    console.log(`bundled ${bundle().replace(ROOT + '/', '')}`)
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
}
