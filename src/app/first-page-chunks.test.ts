import { existsSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CHUNK_SOURCES } from './first-page-chunk-sources'
import { firstPageChunks } from './first-page-chunks'

const root = process.cwd()

describe('the first-page chunk table', () => {
  it('names each chunk by the module route-chunks.ts imports for it', () => {
    const source = readFileSync(join(root, 'src/app/route-chunks.ts'), 'utf8')
    const imports = Object.fromEntries(
      [...source.matchAll(/^\s+(\w+): once\(\(\) => import\('([^']+)'\)\)/gm)].map(
        ([, name, spec]) => [name, relative(root, resolve(root, 'src/app', spec))],
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
