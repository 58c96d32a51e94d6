import { runnerImport, type AliasOptions, type Plugin } from 'vite'

type Rows = Record<string, Record<string, unknown>[]>
interface SeedModules {
  Database: new () => { snapshot(): Rows }
  seedDatabase(db: unknown, size: 'normal', now: Date): Promise<void>
  prebuiltSeedPath(now: Date): string
}

/**
 * The normal seed for `now`'s day as the file a mock build ships (mocks/browser/prebuilt-seed):
 * its path under the build's root, and its text.
 */
export async function prebuiltSeedAsset(root: string, now: Date, alias: AliasOptions) {
  // Through Vite's module runner: the seed is TypeScript with the project's aliases, and the
  // config must not bundle faker for every command that loads it (dev, tests).
  const config = {
    configFile: false as const,
    root,
    resolve: { alias },
    logLevel: 'error' as const,
  }
  const load = async (path: string) =>
    (await runnerImport<object>(`${root}/${path}`, config)).module
  const [{ Database }, { seedDatabase }, { prebuiltSeedPath }] = (await Promise.all([
    load('mocks/db/db.ts'),
    load('mocks/seed/index.ts'),
    load('mocks/browser/prebuilt-seed.ts'),
  ])) as [SeedModules, SeedModules, SeedModules]
  const db = new Database()
  await seedDatabase(db, 'normal', now)
  return { fileName: prebuiltSeedPath(now).slice(1), source: JSON.stringify(db.snapshot()) }
}

/**
 * A mock build ships the normal seed for the day it is built: a first visit that day (QA after
 * a deploy, every end-to-end journey, each of which starts in a new browser) stores those rows
 * instead of downloading faker and generating them in a worker (mock /login's first visit in
 * the page benchmark: 3.6 s -> 2.6 s). Other days find no file and seed as before, so the data
 * never goes stale. A live build has no mock host.
 */
export function prebuiltSeed(root: string): Plugin {
  let live = false
  let alias: AliasOptions = []
  return {
    name: 'prebuilt-seed',
    apply: 'build',
    configResolved(config) {
      live = config.env.VITE_API_MODE === 'live' || !!config.build.ssr
      alias = config.resolve.alias
    },
    async generateBundle() {
      if (live) return
      const { fileName, source } = await prebuiltSeedAsset(root, new Date(), alias)
      this.emitFile({ type: 'asset', fileName, source })
    },
  }
}
