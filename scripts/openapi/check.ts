/**
 * Fails when src/lib/api/schema.gen.ts is not what `npm run gen:api` would write now: bundles
 * the contract, runs the same openapi-typescript and prettier commands into a temporary file
 * and compares. Run: `tsx scripts/openapi/check.ts` (npm run check:api).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { ROOT } from './assemble'
import { bundle } from './bundle'

export const GENERATED = join(ROOT, 'src', 'lib', 'api', 'schema.gen.ts')
const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name)

/** What gen:api would write, without touching the working tree. */
export function generate(): string {
  const bundled = bundle()
  const dir = mkdtempSync(join(tmpdir(), 'api-schema-'))
  try {
    const raw = join(dir, 'schema.gen.ts')
    execFileSync(bin('openapi-typescript'), [bundled, '-o', raw], { cwd: ROOT, stdio: 'pipe' })
    // --stdin-filepath makes prettier resolve config and parser exactly as for the real file.
    return execFileSync(bin('prettier'), ['--stdin-filepath', relative(ROOT, GENERATED)], {
      cwd: ROOT,
      input: readFileSync(raw),
      stdio: ['pipe', 'pipe', 'pipe'],
      // The generated file is past execFileSync's default 1 MiB buffer.
      maxBuffer: 64 * 1024 * 1024,
    }).toString()
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

function main() {
  const fresh = generate()
  const current = existsSync(GENERATED) ? readFileSync(GENERATED, 'utf8') : null
  if (current !== fresh) {
    console.error('src/lib/api/schema.gen.ts is stale: run npm run gen:api')
    process.exit(1)
  }
  console.log('src/lib/api/schema.gen.ts is up to date')
}

try {
  main()
} catch (error) {
  const e = error as { stderr?: Buffer; message: string }
  console.error(e.stderr?.toString() || e.message)
  process.exit(1)
}
