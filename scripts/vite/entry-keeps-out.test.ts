import { entryKeepsOut } from './entry-keeps-out'

type Chunk = { name: string; isEntry?: boolean; imports?: string[] }

/** Runs the plugin's check over chunks named by file; the error it raises, or null. */
function check(chunks: Record<string, Chunk>): string | null {
  const bundle = Object.fromEntries(
    Object.entries(chunks).map(([fileName, c]) => [
      fileName,
      { type: 'chunk', fileName, isEntry: false, imports: [], ...c },
    ]),
  )
  const hook = entryKeepsOut(['portal', 'shared']).generateBundle as (
    this: { error(message: string): never },
    options: unknown,
    bundle: unknown,
  ) => void
  try {
    hook.call(
      {
        error(message: string): never {
          throw new Error(message)
        },
      },
      {},
      bundle,
    )
    return null
  } catch (e) {
    return (e as Error).message
  }
}

describe('entryKeepsOut', () => {
  it('passes an entry that loads only its own chunks', () => {
    expect(
      check({
        'index.js': { name: 'index', isEntry: true, imports: ['framework.js', 'session-ui.js'] },
        'framework.js': { name: 'framework' },
        'session-ui.js': { name: 'session-ui', imports: ['framework.js'] },
        'portal.js': { name: 'portal', imports: ['framework.js'] },
      }),
    ).toBeNull()
  })

  it('fails an entry that reaches a portal chunk, directly or through another chunk', () => {
    expect(
      check({
        'index.js': { name: 'index', isEntry: true, imports: ['session-ui.js'] },
        'session-ui.js': { name: 'session-ui', imports: ['shared.js'] },
        'shared.js': { name: 'shared' },
      }),
    ).toMatch(/the entry index.js loads the 'shared' chunk \(shared.js\).*import it by its path/)
  })
})
