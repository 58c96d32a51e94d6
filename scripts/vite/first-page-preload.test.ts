import { describe, expect, it } from 'vitest'
import { firstPagePreload } from './first-page-preload'

const root = '/app'
const chunk = (fileName: string, size: number, imports: string[], facade?: string) => ({
  type: 'chunk' as const,
  fileName,
  isEntry: fileName.startsWith('assets/index'),
  facadeModuleId: facade ? `${root}/${facade}` : null,
  moduleIds: facade ? [`${root}/${facade}`] : [],
  imports,
  code: 'x'.repeat(size),
})

const bundle = Object.fromEntries(
  [
    chunk('assets/index-1.js', 10, ['assets/framework-1.js']),
    chunk('assets/framework-1.js', 500, []),
    chunk('assets/area-1.js', 5, ['assets/portal-1.js', 'assets/framework-1.js'], 'src/area.tsx'),
    chunk('assets/portal-1.js', 300, ['assets/tiny-1.js']),
    chunk('assets/tiny-1.js', 1, []),
    chunk('assets/page-1.js', 50, ['assets/portal-1.js'], 'src/page/index.ts'),
  ].map((c) => [c.fileName, c]),
)

type Handler = (html: string, ctx: { bundle?: unknown }) => { children: string }[] | undefined

function tagsFor(table: [RegExp, string[]][]) {
  const plugin = firstPagePreload(root, table)
  ;(plugin.configResolved as (c: { base: string }) => void)({ base: '/base/' })
  const { handler } = plugin.transformIndexHtml as unknown as { handler: Handler }
  return handler('<html></html>', { bundle })
}

/** Runs the page's inline script at `pathname` and returns the links it added. */
function linksAt(code: string, pathname: string) {
  const added: { rel: string; href: string; crossOrigin: string | null }[] = []
  const document = {
    createElement: () => ({ rel: '', href: '', crossOrigin: null }),
    head: { appendChild: (l: (typeof added)[number]) => added.push(l) },
  }
  new Function('location', 'document', code)({ pathname }, document)
  return added
}

describe('first-page-preload', () => {
  const table: [RegExp, string[]][] = [
    [/^\/x\/?$/, ['src/area.tsx', 'src/page/index.ts']],
    [/^\/x\//, ['src/area.tsx']],
  ]

  it("preloads the page's chunks and their imports, not the entry's, largest first", () => {
    const [script] = tagsFor(table)!
    expect(linksAt(script.children, '/x').map((l) => l.href)).toEqual([
      '/base/assets/portal-1.js',
      '/base/assets/page-1.js',
      '/base/assets/area-1.js',
      '/base/assets/tiny-1.js',
    ])
    expect(linksAt(script.children, '/x').every((l) => l.rel === 'modulepreload')).toBe(true)
    // Same credentials mode as Vite's own module scripts (crossorigin), so the fetch is reused.
    expect(linksAt(script.children, '/x').every((l) => l.crossOrigin === '')).toBe(true)
  })

  it('takes the first row that matches, and nothing on other paths', () => {
    const [script] = tagsFor(table)!
    expect(linksAt(script.children, '/x/y').map((l) => l.href)).toEqual([
      '/base/assets/portal-1.js',
      '/base/assets/area-1.js',
      '/base/assets/tiny-1.js',
    ])
    expect(linksAt(script.children, '/login')).toEqual([])
  })

  it('fails the build when the table names a module no chunk holds', () => {
    expect(() => tagsFor([[/^\/y$/, ['src/gone.tsx']]])).toThrow(/no chunk holds src\/gone\.tsx/)
  })
})
