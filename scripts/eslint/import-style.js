import { existsSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const SRC = join(ROOT, 'src')
const MOCKS = join(ROOT, 'mocks')

const posix = (p) => p.split(sep).join('/')

/** A folder's own barrels (api/index.ts, model/index.ts) re-export inside it; they make no unit. */
const INNER = new Set(['api', 'model', 'components', 'hooks', 'areas', 'pages', 'layout'])

/**
 * The unit a module of a portal or of shared code belongs to: the nearest folder holding an
 * index.ts (an area, a sub-area such as src/admin/investments/cap-table, a kit piece, a tab),
 * src/admin/kit/lists rather than its api barrel.
 */
function unitOf(abs) {
  const top = relative(SRC, abs).split(sep)
  let dir =
    existsSync(join(abs, 'index.ts')) || existsSync(join(abs, 'index.tsx')) ? abs : dirname(abs)
  while (relative(SRC, dir).split(sep).length >= 2) {
    const name = dir.split(sep).pop()
    if (
      !INNER.has(name) &&
      (existsSync(join(dir, 'index.ts')) || existsSync(join(dir, 'index.tsx')))
    )
      return posix(relative(SRC, dir))
    dir = dirname(dir)
  }
  return top.slice(0, 2).join('/')
}

/**
 * The folder a module belongs to for the import style: a unit of a portal or of shared code
 * (src/admin/funds, src/admin/investments/cap-table, src/shared/session), a lib module
 * (src/lib/api), a ui piece (src/ui/form), or the app, the test helpers, src's own files. A
 * file directly in src/lib or src/ui is its own folder's member.
 */
export function folderOf(abs) {
  const parts = relative(SRC, abs).split(sep)
  if (parts[0] === '..') return null
  if (['admin', 'investor', 'shared'].includes(parts[0]) && parts.length > 1) return unitOf(abs)
  if (['lib', 'ui'].includes(parts[0]) && parts.length > 2) return `${parts[0]}/${parts[1]}`
  return parts.length > 1 ? parts[0] : '.'
}

/**
 * Issue 27's one import style in src: the `@/` alias (or `@mocks/`) across folders, a relative
 * path inside one. A reader sees at a glance whether an import leaves its folder, and a moved
 * folder keeps its imports from elsewhere. Fixable: `eslint --fix` rewrites either way.
 */
export const importStyle = {
  meta: {
    type: 'suggestion',
    fixable: 'code',
    schema: [],
    messages: {
      alias: "Import from another folder with '{{ wanted }}'.",
      relative: "Import from this folder relatively: '{{ wanted }}'.",
    },
  },
  create(context) {
    const file = context.filename
    const mine = folderOf(file)
    if (mine === null) return {}
    const check = (node) => {
      const source = node.source
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return
      const spec = source.value
      let target
      if (spec.startsWith('.')) target = resolve(dirname(file), spec)
      else if (spec.startsWith('@/')) target = join(SRC, spec.slice(2))
      else if (spec.startsWith('@mocks/')) target = join(MOCKS, spec.slice(7))
      else return
      const theirs = folderOf(target)
      let wanted = null
      if (theirs === mine) {
        if (!spec.startsWith('.')) {
          const rel = posix(relative(dirname(file), target))
          wanted = rel.startsWith('.') ? rel : `./${rel}`
        }
      } else if (spec.startsWith('.')) {
        wanted =
          theirs === null
            ? `@mocks/${posix(relative(MOCKS, target))}`
            : `@/${posix(relative(SRC, target))}`
        if (theirs === null && relative(MOCKS, target).startsWith('..')) return
      }
      if (wanted === null) return
      context.report({
        node: source,
        messageId: spec.startsWith('.') ? 'alias' : 'relative',
        data: { wanted },
        fix: (fixer) => fixer.replaceText(source, `'${wanted}'`),
      })
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    }
  },
}
