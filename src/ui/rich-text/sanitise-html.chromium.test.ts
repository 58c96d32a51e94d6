import { chromium, type Browser, type Page } from '@playwright/test'
import { fileURLToPath } from 'node:url'
import { build, type Rollup } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * The sanitiser is checked in a real browser: DOMPurify does not support happy-dom (it strips
 * tags there yet keeps handlers; cure53/DOMPurify#1457), so a happy-dom pass would prove
 * nothing. sanitise-html.ts is bundled with Vite and run in Debian's Chromium, as e2e does.
 */
let browser: Browser
let page: Page

beforeAll(async () => {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: {
        entry: fileURLToPath(new URL('./sanitise-html.ts', import.meta.url)),
        formats: ['iife'],
        name: 'Sanitiser',
      },
    },
  })) as Rollup.RollupOutput[]
  const code = output[0].output[0].code
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  })
  page = await browser.newPage()
  await page.setContent('<!doctype html><html><body><div id="out"></div></body></html>')
  await page.evaluate(() => {
    const w = window as unknown as { alerts: unknown[] }
    w.alerts = []
    window.alert = (message?: unknown) => void w.alerts.push(message)
  })
  await page.addScriptTag({ content: code })
}, 60_000)

afterAll(async () => {
  await browser?.close()
})

/** Sanitise in the page, mount the result, give handlers time to fire, and report. */
async function mount(html: string) {
  return page.evaluate(async (input) => {
    const w = window as unknown as {
      Sanitiser: { sanitiseHtml: (h: string) => string }
      alerts: unknown[]
    }
    const out = document.getElementById('out')!
    const clean = w.Sanitiser.sanitiseHtml(input)
    out.innerHTML = clean
    await new Promise((r) => setTimeout(r, 150))
    return { clean, alerts: [...w.alerts], scripts: out.querySelectorAll('script').length }
  }, html)
}

describe('sanitiseHtml in Chromium', () => {
  it('never lets <img onerror> or <script> execute or appear', async () => {
    const result = await mount(
      '<p>Hello</p><img src=x onerror=alert(1)><script>alert(2)</script>' +
        '<svg><script>alert(3)</script></svg><a href="#" onclick="alert(4)">x</a>' +
        '<iframe srcdoc="<script>parent.alert(5)</script>"></iframe>' +
        '<math><mtext><table><mglyph><style><img src=x onerror=alert(6)>',
    )
    expect(result.alerts).toEqual([])
    expect(result.scripts).toBe(0)
    expect(result.clean).toContain('<p>Hello</p>')
    expect(result.clean).not.toMatch(/onerror|onclick|<script|<iframe|alert/i)
  })

  it('drops javascript: URLs and gives links rel=noopener noreferrer', async () => {
    const { clean } = await mount(
      '<a href="javascript:alert(1)">bad</a><a href="https://example.com" target="_blank">ok</a>' +
        '<a href="/x" target="_top">top</a>',
    )
    expect(clean).not.toContain('javascript:')
    expect(clean).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">ok</a>',
    )
    expect(clean).toContain('<a href="/x" rel="noopener noreferrer">top</a>')
  })

  it("keeps the editor's formatting but not arbitrary styles, forms or frames", async () => {
    const { clean } = await mount(
      '<h2 class="ql-align-center">Title</h2><span class="ql-size-large" ' +
        'style="color: rgb(230, 0, 0); position: fixed; top: 0">red</span>' +
        '<form action="/x"><input name="p"></form><style>body{display:none}</style>',
    )
    expect(clean).toContain('<h2 class="ql-align-center">Title</h2>')
    expect(clean).toContain('<span class="ql-size-large" style="color: rgb(230, 0, 0)">red</span>')
    expect(clean).not.toMatch(/position|<form|<input|<style/)
  })
})
