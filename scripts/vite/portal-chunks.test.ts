import { fileURLToPath } from 'node:url'
import { build, type Rollup } from 'vite'

/**
 * The live build's portal chunks, from the project's own config (vite.config.ts's chunking rule
 * and scripts/vite/barrel-imports.ts): what the page benchmark's byte counts rest on.
 */
const root = fileURLToPath(new URL('../..', import.meta.url))

let chunks: Rollup.OutputChunk[]

beforeAll(async () => {
  const mode = process.env.VITE_API_MODE
  process.env.VITE_API_MODE = 'live'
  try {
    const output = (await build({
      root,
      logLevel: 'silent',
      build: { write: false },
    })) as Rollup.RollupOutput
    chunks = output.output.filter((o): o is Rollup.OutputChunk => o.type === 'chunk')
  } finally {
    if (mode === undefined) delete process.env.VITE_API_MODE
    else process.env.VITE_API_MODE = mode
  }
}, 120_000)

/** The chunk names holding modules whose path (from the root) starts with `prefix`. */
const chunksOf = (prefix: string) =>
  new Set(
    chunks
      .filter((c) => c.moduleIds.some((id) => id.startsWith(`${root}${prefix}`)))
      .map((c) => c.name),
  )

describe("the live build's portal chunks", () => {
  it("reads a module's reach past barrels: admin-only parts of src/ui load with the admin portal only", () => {
    // Admin lists import the reorderable list through '@/ui'; read through the barrel, every
    // page importing anything from '@/ui' reached it, and it sat in the chunk both portals load.
    expect(chunksOf('src/ui/reorder/')).toEqual(new Set(['admin']))
  })

  it("puts each portal's shell in that portal's chunk, not a small file of its own", () => {
    expect(chunksOf('src/investor/shell/index.ts')).toEqual(new Set(['investor']))
    expect(chunksOf('src/admin/shell/index.ts')).toEqual(new Set(['admin']))
    expect(chunks.map((c) => c.name)).not.toContain('shell')
  })
})
