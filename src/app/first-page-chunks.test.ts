import { existsSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CHUNK_SOURCES, firstPageSources, INVESTOR_PAGE_SOURCES } from './first-page-chunk-sources'
import { firstPageChunks } from './first-page-chunks'

const root = process.cwd()

/** A module specifier in src/app, as a path from the root (`@/` is src/). */
const fromApp = (spec: string) =>
  spec.startsWith('@/') ? `src/${spec.slice(2)}` : relative(root, resolve(root, 'src/app', spec))

describe('the first-page chunk table', () => {
  it("names each investor page's feature by the module investor-routes.tsx imports for it", () => {
    const source = readFileSync(join(root, 'src/app/investor-routes.tsx'), 'utf8')
    const imports = [...source.matchAll(/import\('([^']+)'\)/g)].map(([, spec]) => fromApp(spec))
    for (const [, module] of INVESTOR_PAGE_SOURCES) {
      expect(imports).toContain(module.replace(/(\/index)?\.tsx?$/, ''))
      expect(existsSync(join(root, module))).toBe(true)
    }
  })

  it('preloads an investor page with its feature and the portal, other pages by the app table', () => {
    const rows = firstPageSources()
    const sources = (path: string) => rows.find(([p]) => p.test(path))?.[1]
    expect(sources('/investor/profile/details')).toEqual([
      ...firstPageChunks('/investor/profile/details').map((n) => CHUNK_SOURCES[n]),
      'src/investor/profile/index.ts',
    ])
    expect(sources('/investor/investments/a-slug/invest')).toContain(
      'src/investor/investments/invest/index.ts',
    )
    expect(sources('/investor/portfolio')).toEqual(
      firstPageChunks('/investor/portfolio').map((n) => CHUNK_SOURCES[n]),
    )
    expect(sources('/login')).toEqual([CHUNK_SOURCES.login])
  })

  it('names each chunk by the module route-chunks.ts imports for it', () => {
    const source = readFileSync(join(root, 'src/app/route-chunks.ts'), 'utf8')
    const imports = Object.fromEntries(
      [...source.matchAll(/^\s+(\w+): once\(\(\) => import\('([^']+)'\)\)/gm)].map(
        ([, name, spec]) => [name, fromApp(spec)],
      ),
    )
    const declared = Object.fromEntries(
      Object.entries(CHUNK_SOURCES).map(([name, file]) => [
        name,
        file.replace(/(\/index)?\.tsx?$/, ''),
      ]),
    )
    expect(imports).toEqual(declared)
    for (const file of Object.values(CHUNK_SOURCES)) expect(existsSync(join(root, file))).toBe(true)
  })

  it.each([
    ['/login', ['login']],
    ['/reset-password/abc', ['session']],
    ['/set-password/abc', ['session']],
    ['/investor', ['investorArea', 'investorShell', 'investorRoutes', 'investorOverview']],
    ['/investor/', ['investorArea', 'investorShell', 'investorRoutes', 'investorOverview']],
    ['/investor/portfolio', ['investorArea', 'investorShell', 'investorRoutes']],
    ['/admin', ['adminArea', 'adminShell']],
    // The settings hub is the shell's own page; its sections are the settings chunk.
    ['/admin/settings', ['adminArea', 'adminShell']],
    ['/admin/settings/account', ['adminArea', 'adminShell', 'adminSettings']],
    ['/admin/investors/3/details', ['adminArea', 'adminShell', 'adminInvestors']],
    ['/admin/investments', ['adminArea', 'adminShell', 'adminInvestments']],
    ['/admin/insider-register', ['adminArea', 'adminShell', 'adminInsiderRegister']],
    ['/admin/contacts', ['adminArea', 'adminShell', 'adminLists']],
    ['/', []],
    ['/investors', []],
  ])('%s needs %j', (path, names) => {
    expect(firstPageChunks(path)).toEqual(names)
  })
})
