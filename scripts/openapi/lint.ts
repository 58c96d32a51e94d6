/**
 * `npm run lint:api`: lints openapi/.assembled.yaml with redocly.yaml's rules through
 * @redocly/openapi-core, the engine of the redocly CLI (same rules, same problems), called
 * directly so the CLI's banners (a Node.js deprecation notice on Node 20) do not print on
 * every test run. Exits 1 on any error.
 */
import { join } from 'node:path'
import { formatProblems, lint, loadConfig } from '@redocly/openapi-core'
import { assemble, ROOT } from './assemble'

const input = assemble()
const config = await loadConfig({ configPath: join(ROOT, 'redocly.yaml') })
const problems = await lint({ ref: input, config })
const ignored = problems.filter((p) => p.ignored).length
const shown = problems.filter((p) => !p.ignored)
const errors = shown.filter((p) => p.severity === 'error').length
if (shown.length) {
  formatProblems(shown, {
    format: 'codeframe',
    maxProblems: 50,
    totals: { errors, warnings: shown.length - errors, ignored },
    // Only the json format prints it; the codeframe does not.
    version: 'openapi-core',
  })
}
if (errors) process.exit(1)
console.log(`${input}: valid${ignored ? ` (${ignored} problem explicitly ignored)` : ''}`)
