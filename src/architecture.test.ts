import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve, dirname, sep } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * DESIGN.md's one-way dependencies, made executable: app -> portals (src/admin, src/investor) and
 * shared code (src/shared) -> ui/lib; a unit uses another only through its index.ts; the portals
 * never import each other; lib and ui know neither; the mock host depends on
 * src/lib only, and src reaches the mock only through the app's lazy boot import.
 */
const root = resolve(__dirname, '..')

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name)
    if (statSync(p).isDirectory()) return name === 'node_modules' ? [] : files(p)
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : []
  })
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const out: string[] = []
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2]
    if (spec.startsWith('.'))
      out.push(
        relative(root, resolve(dirname(file), spec))
          .split(sep)
          .join('/'),
      )
    else if (spec.startsWith('@/')) out.push(`src/${spec.slice(2)}`)
    else if (spec.startsWith('@mocks/')) out.push(`mocks/${spec.slice(7)}`)
  }
  return out
}

const rel = (f: string) => relative(root, f).split(sep).join('/')
const all = [...files(join(root, 'src')), ...files(join(root, 'mocks'))].map((f) => ({
  file: rel(f),
  deps: imports(f),
}))

function violations(pred: (file: string, dep: string) => string | null) {
  return all.flatMap(({ file, deps }) =>
    deps.map((d) => pred(file, d)).filter((v): v is string => v !== null),
  )
}

// The import style's own idea of a unit (an area, a sub-area, a kit piece, a tab), so the lint
// rule and this test cannot disagree on what a folder is.
// @ts-expect-error -- a plain ESLint plugin module, without types
import { folderOf } from '../scripts/eslint/import-style.js'

const unit = (path: string): string => folderOf(join(root, path)) as string
const PORTAL = /^src\/(admin|investor)\//
const isTest = (f: string) => /\/test\//.test(f)

describe('architecture', () => {
  it('keeps src/lib and src/ui free of the portals, shared code and the app', () => {
    expect(
      violations((f, d) =>
        /^src\/(lib|ui)\//.test(f) && /^src\/(admin|investor|shared|app)\//.test(d)
          ? `${f} -> ${d}`
          : null,
      ),
    ).toEqual([])
  })

  it('keeps the two portals apart, and shared code free of both', () => {
    // Where one portal shows the other (the admin's opportunity preview), src/app puts them
    // together (src/app/pages/opportunity-preview.tsx).
    expect(
      violations((f, d) => {
        const mine = f.match(/^src\/(admin|investor|shared)\//)?.[1]
        const theirs = d.match(PORTAL)?.[1]
        if (!mine || !theirs || mine === theirs) return null
        // A test may render what the other portal shows to check that both agree.
        return isTest(f) ? null : `${f} -> ${d}`
      }),
    ).toEqual([])
  })

  it('keeps the admin kit free of the areas it serves', () => {
    expect(
      violations((f, d) =>
        f.startsWith('src/admin/kit/') &&
        d.startsWith('src/admin/') &&
        !/^src\/admin\/(kit|tabs)\//.test(d) &&
        !isTest(f)
          ? `${f} -> ${d}`
          : null,
      ),
    ).toEqual([])
  })

  it("lets units use each other only through index.ts (a sub-area may use its area's pieces), and never the app", () => {
    expect(
      violations((f, d) => {
        if (!/^src\/(admin|investor|shared)\//.test(f)) return null
        if (d.startsWith('src/app/')) return `${f} -> ${d}`
        if (!/^src\/(admin|investor|shared)\//.test(d)) return null
        const mine = unit(f)
        const theirs = unit(d)
        if (theirs === mine || mine.startsWith(`${theirs}/`)) return null
        return d === `src/${theirs}` || d === `src/${theirs}/index` || isTest(f)
          ? null
          : `${f} -> ${d}`
      }),
    ).toEqual([])
  })

  it('keeps the mock host on src/lib only, and src off the mock except the lazy boot', () => {
    expect(
      violations((f, d) => {
        if (f.startsWith('mocks/') && d.startsWith('src/') && !d.startsWith('src/lib/'))
          return `${f} -> ${d}`
        // Test helpers (a feature's test/ folder) drive the real mock host, as tests do.
        const testCode = /\/test\//.test(f)
        if (
          f.startsWith('src/') &&
          d.startsWith('mocks/') &&
          !f.startsWith('src/app/') &&
          !testCode
        )
          return `${f} -> ${d}`
        return null
      }),
    ).toEqual([])
  })

  it("reads the API's answers in the portals and shared code only through the decoders", () => {
    // Every feature names an http call's answer `res` (and a page fetchPage has decoded, not
    // `res`); its body goes to decodeRecord, decodeList or decodePage (src/lib/api/decode), which read the shapes Laravel hosts give and turn an
    // unreadable one into the screen's error. A hand-read body is the bypass they replace.
    const READ =
      /\bres\.data\b|\(await http\.\w+[^;]*\)\.data\b|\{\s*data\b[^}]*\}\s*=\s*await http/g
    const DECODED = /decode\w*(?:<[^()]*>)?\(\s*$/
    // A file (a blob, bytes, text asked for with responseType) is not a JSON answer.
    const BINARY = /responseType:\s*'(blob|arraybuffer|text)'/
    const found = ['admin', 'investor', 'shared']
      .flatMap((portal) => files(join(root, 'src', portal)))
      .filter((file) => !/[\\/]test[\\/]/.test(file))
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8')
        return [...text.matchAll(READ)]
          .filter((m) => !DECODED.test(text.slice(Math.max(0, m.index - 120), m.index)))
          .filter((m) => !BINARY.test(text.slice(Math.max(0, m.index - 300), m.index)))
          .map((m) => `${rel(file)}: ${m[0]}`)
      })
    expect(found).toEqual([])
  })
})
