import { readFile } from 'node:fs/promises'
import MagicString from 'magic-string'
import { parseAst } from 'rolldown/parseAst'
import type { Plugin } from 'vite'

/** A name's home: the module that declares it, and its name there. */
export interface Origin {
  module: string
  name: string
}

type Resolve = (source: string, importer: string) => Promise<string | null>
type Node = { type: string; start: number; end: number; [key: string]: unknown }
type Specifier = Node & { local: Node; imported?: Node; exported?: Node; exportKind?: string }

/** A barrel: a folder's public face (its index), which only re-exports its parts. */
const BARREL = /[\\/](src|mocks)[\\/](.+[\\/])?index\.tsx?$/
/** Our modules, not a package's own `src` folder. */
const OWN_CODE = /^(?!.*[\\/]node_modules[\\/]).*[\\/](src|mocks)[\\/].+\.[cm]?[jt]sx?$/

const nameOf = (node: Node | undefined) =>
  node ? String(node.type === 'Literal' ? node.value : node.name) : 'default'

/**
 * Every name a module exports, each with its home: re-exports (named or `export *`) are
 * followed to the module that declares the name, through any number of barrels.
 */
export function exportOrigins(resolve: Resolve) {
  const memo = new Map<string, Promise<Map<string, Origin>>>()
  const originsOf = (id: string): Promise<Map<string, Origin>> => {
    let known = memo.get(id)
    if (!known) memo.set(id, (known = readOrigins(id)))
    return known
  }

  async function readOrigins(id: string): Promise<Map<string, Origin>> {
    const origins = new Map<string, Origin>()
    const lang = id.endsWith('x') ? 'tsx' : 'ts'
    const ast = parseAst(await readFile(id, 'utf8'), { lang }, id)
    const starred: string[] = []
    for (const node of ast.body as unknown as Node[]) {
      if (node.exportKind === 'type') continue
      const source = (node.source as Node | null | undefined)?.value as string | undefined
      const from = source === undefined ? null : await resolve(source, id)
      if (node.type === 'ExportAllDeclaration') {
        // `export * as name from` is a namespace this module makes; `export *` lends names.
        if (node.exported)
          origins.set(nameOf(node.exported as Node), {
            module: id,
            name: nameOf(node.exported as Node),
          })
        else if (from) starred.push(from)
        continue
      }
      if (node.type === 'ExportDefaultDeclaration')
        origins.set('default', { module: id, name: 'default' })
      if (node.type !== 'ExportNamedDeclaration') continue
      for (const name of declaredNames(node.declaration as Node | null))
        origins.set(name, { module: id, name })
      for (const spec of (node.specifiers as Specifier[]) ?? []) {
        if (spec.exportKind === 'type') continue
        const exported = nameOf(spec.exported)
        const local = nameOf(spec.local)
        const home = from ? (await originsOf(from)).get(local) : undefined
        origins.set(exported, home ?? { module: from ?? id, name: from ? local : exported })
      }
    }
    // Explicit exports win over `export *`, as in ES modules.
    for (const from of starred)
      for (const [name, home] of await originsOf(from))
        if (name !== 'default' && !origins.has(name)) origins.set(name, home)
    return origins
  }

  return originsOf
}

function declaredNames(declaration: Node | null): string[] {
  if (!declaration) return []
  if (declaration.type === 'VariableDeclaration')
    return (declaration.declarations as Node[]).map((d) => nameOf(d.id as Node))
  return declaration.id ? [nameOf(declaration.id as Node)] : []
}

/**
 * Rewrites each named import from one of our barrels into imports from the modules that
 * declare the names, so the bundle's module graph says which module imports which. The
 * chunking rule (vite.config.ts) places a module by who reaches it: through a barrel, one
 * page's import of a single helper reached every module the barrel re-exports, and pulled
 * them into the chunk every page loads. Our modules have no side effects (treeshake in
 * vite.config.ts), so skipping a barrel changes nothing that runs. The tests use it too: each
 * DOM test file runs in a module graph of its own, and past the barrels it loads the modules
 * it uses rather than every sibling of each (the whole run on two cores: 621 -> 575 s, its
 * module imports 379 -> 311 s). A test that mocks one of our modules therefore mocks the
 * module that declares the name, not a barrel. The dev server keeps the imports as written.
 */
export function barrelImports(): Plugin {
  let originsOf: ReturnType<typeof exportOrigins>
  let resolve: Resolve
  return {
    name: 'barrel-imports',
    apply: (_, env) => env.command === 'build' || !!process.env.VITEST,
    buildStart() {
      resolve = async (source, importer) => (await this.resolve(source, importer))?.id ?? null
      originsOf = exportOrigins(resolve)
    },
    async transform(code, id) {
      if (!OWN_CODE.test(id) || !code.includes(' from ')) return null
      const out = new MagicString(code)
      for (const node of parseAst(code, { lang: 'js' }, id).body as unknown as Node[]) {
        const reexport = node.type === 'ExportNamedDeclaration' && node.source
        if (node.type !== 'ImportDeclaration' && !reexport) continue
        const specifiers = node.specifiers as Specifier[]
        const named = reexport ? 'ExportSpecifier' : 'ImportSpecifier'
        if (specifiers.length === 0 || specifiers.some((s) => s.type !== named)) continue
        const source = (node.source as Node).value as string
        const barrel = await resolve(source, id)
        if (!barrel || !BARREL.test(barrel) || barrel === id) continue
        const origins = await originsOf(barrel)
        const byModule = new Map<string, string[]>()
        for (const spec of specifiers) {
          const asked = nameOf(reexport ? spec.local : spec.imported)
          const home = origins.get(asked)
          // A name the barrel declares itself, or one that comes from this very module, stays.
          const { module, name } =
            home && home.module !== id ? home : { module: barrel, name: asked }
          const binding = `${name} as ${nameOf(reexport ? spec.exported : spec.local)}`
          byModule.set(module, [...(byModule.get(module) ?? []), binding])
        }
        const keyword = reexport ? 'export' : 'import'
        const statements = [...byModule].map(
          ([module, bindings]) =>
            `${keyword} { ${bindings.join(', ')} } from ${JSON.stringify(module === barrel ? source : module)};`,
        )
        out.overwrite(node.start, node.end, statements.join(' '))
      }
      return out.hasChanged()
        ? { code: out.toString(), map: out.generateMap({ hires: true }) }
        : null
    },
  }
}
