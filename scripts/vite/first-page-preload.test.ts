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
    chunk('assets/host-1.js', 900, ['assets/tiny-1.js'], 'mocks/host.ts'),
  ].map((c) => [c.fileName, c]),
)

type Handler = (html: string, ctx: { bundle?: unknown }) => { children: string }[] | undefined

function tagsFor(table: [RegExp, string[]][], buildMode = '') {
  const plugin = firstPagePreload(root, table, {
    module: 'mocks/host.ts',
    paths: /^\/x(\/|$)/,
    worker: '/mock-worker.js',
  })
  const resolved = { base: '/base/', env: { VITE_API_MODE: buildMode } }
  ;(plugin.configResolved as unknown as (c: typeof resolved) => void)(resolved)
  const { handler } = plugin.transformIndexHtml as unknown as { handler: Handler }
  return handler('<html></html>', { bundle })
}

/**
 * Runs the page's inline script at `pathname` and returns the links it added, once the config
 * file (index.html's window.__configFile) has answered `configFile`; `worker`, the script of
 * the service worker controlling the page.
 */
function linksAt(
  code: string,
  pathname: string,
  configFile: unknown = { apiMode: 'live' },
  worker?: string,
) {
  const added: { rel: string; href: string; crossOrigin: string | null }[] = []
  const document = {
    createElement: () => ({ rel: '', href: '', crossOrigin: null }),
    head: { appendChild: (l: (typeof added)[number]) => added.push(l) },
  }
  const window = { __configFile: Promise.resolve(configFile) }
  const navigator = {
    serviceWorker: { controller: worker ? { scriptURL: `http://127.0.0.1${worker}` } : null },
  }
  new Function('location', 'document', 'window', 'navigator', code)(
    { pathname },
    document,
    window,
    navigator,
  )
  return added
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

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

  it("adds the in-browser host's code on its pages once the config says mock", async () => {
    const [script] = tagsFor(table)!
    for (const [path, file, wanted] of [
      ['/x/y', { apiMode: 'mock' }, true],
      ['/x', { apiMode: ' Mock ' }, true],
      // No mode in the file: the build's, else mock (src/lib/config).
      ['/x', {}, true],
      ['/x', null, true],
      ['/x', { apiMode: 'live' }, false],
      ['/login', { apiMode: 'mock' }, false],
    ] as const) {
      const links = linksAt(script.children, path, file)
      await settle()
      expect(
        links.some((l) => l.href === '/base/assets/host-1.js'),
        `${path} ${JSON.stringify(file)}`,
      ).toBe(wanted)
    }
    const [live] = tagsFor(table, 'live')!
    const links = linksAt(live.children, '/x', {})
    await settle()
    expect(links.some((l) => l.href.includes('host-1'))).toBe(false)
  })

  it("asks for the host's code at once on a page the mock's service worker controls", () => {
    const [script] = tagsFor(table)!
    // Before the config has answered: a returning visit of mock mode.
    const hosted = (path: string, worker?: string) =>
      linksAt(script.children, path, new Promise(() => undefined), worker).some(
        (l) => l.href === '/base/assets/host-1.js',
      )
    expect(hosted('/x/y', '/mock-worker.js')).toBe(true)
    expect(hosted('/x/y')).toBe(false)
    expect(hosted('/x/y', '/other-worker.js')).toBe(false)
    expect(hosted('/login', '/mock-worker.js')).toBe(false)
    const [live] = tagsFor(table, 'live')!
    const links = linksAt(live.children, '/x', {}, '/mock-worker.js')
    expect(links.some((l) => l.href.includes('host-1'))).toBe(false)
  })

  it("adds the host's code once, whatever the config then says", async () => {
    const [script] = tagsFor(table)!
    const links = linksAt(script.children, '/x', { apiMode: 'mock' }, '/mock-worker.js')
    await settle()
    expect(links.filter((l) => l.href === '/base/assets/host-1.js')).toHaveLength(1)
  })

  it('fails the build when the table names a module no chunk holds', () => {
    expect(() => tagsFor([[/^\/y$/, ['src/gone.tsx']]])).toThrow(/no chunk holds src\/gone\.tsx/)
  })
})
