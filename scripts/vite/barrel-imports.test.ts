import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve as resolvePath } from 'node:path'
import { barrelImports, exportOrigins } from './barrel-imports'

/** A throwaway project: `src/...` files by path. */
function project(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'barrel-imports-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  // Relative specifiers only, as a bundler would resolve them: a file or a folder's index.
  const resolve = async (source: string, importer: string) => {
    if (!source.startsWith('.')) return null
    const base = resolvePath(dirname(importer), source)
    for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
      if (Object.keys(files).some((f) => join(root, f) === candidate)) return candidate
    return null
  }
  return { root, resolve, at: (path: string) => join(root, path) }
}

const FILES = {
  'src/ui/index.ts': [
    "export { Button, type ButtonProps } from './button'",
    "export { Badge as StatusBadge } from './badge'",
    "export type { Tone } from './badge'",
    "export * from './format'",
    "export * as icons from './icons'",
    'export const LOCAL = 1',
  ].join('\n'),
  'src/ui/button.tsx': 'export function Button() {}\nexport type ButtonProps = {}',
  'src/ui/badge.ts': 'export const Badge = 1\nexport type Tone = string',
  'src/ui/format/index.ts': "export { money } from './money'\nexport const LOCAL = 2",
  'src/ui/format/money.ts': 'export const money = 1',
  'src/ui/icons.ts': 'export const Tick = 1',
}

describe('exportOrigins', () => {
  let p: ReturnType<typeof project>
  beforeAll(() => (p = project(FILES)))
  afterAll(() => rmSync(p.root, { recursive: true, force: true }))

  it('follows each name to the module that declares it, through nested barrels and `export *`', async () => {
    const origins = await exportOrigins(p.resolve)(p.at('src/ui/index.ts'))
    expect(Object.fromEntries(origins)).toEqual({
      Button: { module: p.at('src/ui/button.tsx'), name: 'Button' },
      StatusBadge: { module: p.at('src/ui/badge.ts'), name: 'Badge' },
      money: { module: p.at('src/ui/format/money.ts'), name: 'money' },
      // A namespace and a name declared in the barrel itself stay with the barrel; its own
      // LOCAL wins over the one `export *` lends.
      icons: { module: p.at('src/ui/index.ts'), name: 'icons' },
      LOCAL: { module: p.at('src/ui/index.ts'), name: 'LOCAL' },
    })
  })
})

describe('barrelImports', () => {
  let p: ReturnType<typeof project>
  beforeAll(() => (p = project(FILES)))
  afterAll(() => rmSync(p.root, { recursive: true, force: true }))

  /** The plugin's transform of `code` as the module at `path` (null: left as it was). */
  async function transform(path: string, code: string): Promise<string | null> {
    const plugin = barrelImports()
    const context = { resolve: async (s: string, i: string) => ({ id: await p.resolve(s, i) }) }
    ;(plugin.buildStart as (this: unknown) => void).call(context)
    const hook = plugin.transform as (
      this: unknown,
      code: string,
      id: string,
    ) => Promise<{ code: string } | null>
    return (await hook.call(context, code, p.at(path)))?.code ?? null
  }

  it('imports each name from its own module, keeping local names', async () => {
    const out = await transform(
      'src/page.ts',
      "import { Button, StatusBadge as Badge, money } from './ui'\nexport const x = [Button, Badge, money]",
    )
    expect(out).toContain(
      `import { Button as Button } from ${JSON.stringify(p.at('src/ui/button.tsx'))};`,
    )
    expect(out).toContain(
      `import { Badge as Badge } from ${JSON.stringify(p.at('src/ui/badge.ts'))};`,
    )
    expect(out).toContain(
      `import { money as money } from ${JSON.stringify(p.at('src/ui/format/money.ts'))};`,
    )
    expect(out).not.toContain("'./ui'")
  })

  it("rewrites a module's re-exports from a barrel the same way", async () => {
    const out = await transform('src/labels.ts', "export { StatusBadge } from './ui'")
    expect(out).toBe(
      `export { Badge as StatusBadge } from ${JSON.stringify(p.at('src/ui/badge.ts'))};`,
    )
  })

  it('leaves what the barrel itself declares, namespaces and non-barrels as written', async () => {
    const out = await transform('src/page.ts', "import { LOCAL, Button } from './ui'")
    expect(out).toContain('import { LOCAL as LOCAL } from "./ui";')
    expect(await transform('src/page.ts', "import * as ui from './ui'")).toBeNull()
    expect(await transform('src/page.ts', "import { Badge } from './ui/badge'")).toBeNull()
    expect(await transform('src/page.ts', "import { useState } from 'react'")).toBeNull()
  })
})

describe('where barrelImports applies', () => {
  const applies = (command: 'build' | 'serve') =>
    (barrelImports().apply as (config: object, env: { command: string }) => boolean)(
      {},
      { command },
    )

  it('rewrites in the build and in the tests, and leaves the dev server as written', () => {
    expect(applies('build')).toBe(true)
    // This file runs under Vitest, which sets VITEST.
    expect(applies('serve')).toBe(true)
    vi.stubEnv('VITEST', '')
    try {
      expect(applies('serve')).toBe(false)
      expect(applies('build')).toBe(true)
    } finally {
      vi.unstubAllEnvs()
    }
  })
})
