import { DEFAULT_CHROMIUM, ensureChromium, type ChromiumEnv } from './ensure-chromium'

const VERSION = 'Chromium 156.0.8078.73 built on Debian'

function env(
  over: Partial<ChromiumEnv> & { present?: string[] },
): ChromiumEnv & { installs: number } {
  const present = new Set(over.present ?? [])
  const e = {
    isRoot: true,
    hasAptGet: true,
    runs: (path: string) => (present.has(path) ? VERSION : null),
    installs: 0,
    install: () => {
      e.installs++
      present.add(DEFAULT_CHROMIUM)
      return true
    },
    ...over,
  }
  return e
}

describe('ensureChromium (first step of npm test)', () => {
  it('uses the Debian Chromium when it runs, installing nothing', () => {
    const e = env({ present: [DEFAULT_CHROMIUM] })
    expect(ensureChromium(e)).toEqual({
      ok: true,
      path: DEFAULT_CHROMIUM,
      version: VERSION,
      installed: false,
    })
    expect(e.installs).toBe(0)
  })

  it('installs it with apt-get when missing and running as root', () => {
    const e = env({})
    expect(ensureChromium(e)).toMatchObject({ ok: true, installed: true, path: DEFAULT_CHROMIUM })
    expect(e.installs).toBe(1)
  })

  it('stops with one line saying how when it cannot install (not root, or no apt-get)', () => {
    for (const over of [{ isRoot: false }, { hasAptGet: false }]) {
      const e = env(over)
      const verdict = ensureChromium(e)
      expect(e.installs).toBe(0)
      expect(verdict.ok).toBe(false)
      if (verdict.ok) return
      expect(verdict.message).not.toContain('\n')
      expect(verdict.message).toContain('apt-get update && apt-get install -y chromium')
      expect(verdict.message).toContain('CHROMIUM_PATH')
    }
  })

  it('says so when apt-get runs but leaves no Chromium', () => {
    const verdict = ensureChromium(env({ install: () => false }))
    expect(verdict).toMatchObject({ ok: false })
    expect(!verdict.ok && verdict.message).toMatch(/did not provide it/)
  })

  it('honours CHROMIUM_PATH, and never installs over a path the user chose', () => {
    const chosen = '/opt/google/chrome/chrome'
    expect(ensureChromium(env({ chromiumPath: chosen, present: [chosen] }))).toMatchObject({
      ok: true,
      path: chosen,
    })
    const e = env({ chromiumPath: '/nowhere/chromium', present: [DEFAULT_CHROMIUM] })
    const verdict = ensureChromium(e)
    expect(e.installs).toBe(0)
    expect(!verdict.ok && verdict.message).toMatch(
      /^Chromium not found: CHROMIUM_PATH=\/nowhere\/chromium does not run/,
    )
  })
})
