import { fileURLToPath } from 'node:url'
import type { ResolvedConfig } from 'vite'
import { prebuiltSeed, prebuiltSeedAsset } from './prebuilt-seed'

const root = fileURLToPath(new URL('../..', import.meta.url))
const alias = [
  { find: '@', replacement: `${root}/src` },
  { find: '@mocks', replacement: `${root}/mocks` },
]

/** The plugin's two hooks as a build calls them; what it emits. */
async function build(env: Record<string, string>) {
  const plugin = prebuiltSeed(root)
  const configResolved = plugin.configResolved as (c: ResolvedConfig) => void
  configResolved({ env, build: { ssr: false }, resolve: { alias } } as unknown as ResolvedConfig)
  const emitFile = vi.fn()
  await (plugin.generateBundle as (this: unknown) => Promise<void>).call({ emitFile })
  return emitFile
}

describe('the seed a mock build ships', () => {
  it("is the normal seed dated around the build's day, where the browser looks for it", async () => {
    const { fileName, source } = await prebuiltSeedAsset(
      root,
      new Date('2026-11-29T17:00:00.000Z'),
      alias,
    )
    expect(fileName).toBe('mock-seed/2026-11-29.json')
    const rows = JSON.parse(source)
    expect(rows.users.map((u: { email: string }) => u.email)).toContain('investor@example.com')
    expect(rows.branding[0].updated_at).toBe('2026-10-30T09:00:00.000000Z')
  })

  it('is emitted by a mock build, for today', async () => {
    const emitFile = await build({ VITE_API_MODE: 'mock' })
    const today = new Date().toISOString().slice(0, 10)
    expect(emitFile).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'asset', fileName: `mock-seed/${today}.json` }),
    )
  })

  it('is left out of a live build, which has no mock host', async () => {
    expect(await build({ VITE_API_MODE: 'live' })).not.toHaveBeenCalled()
  })
})
