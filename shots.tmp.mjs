import { chromium } from '@playwright/test'
const base = 'http://127.0.0.1:4190'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] })
const pages = process.argv.slice(2)
for (const width of [1440, 375]) {
  const ctx = await browser.newContext({ viewport: { width, height: width > 800 ? 1000 : 800 } })
  const page = await ctx.newPage()
  page.on('pageerror', e => console.log('pageerror', e.message))
  await page.goto(base + '/login')
  await page.getByLabel('Email').fill('superadmin@example.com')
  await page.getByLabel('Password', { exact: true }).fill('password')
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL(/admin/)
  for (const p of pages) {
    await page.goto(base + p)
    await page.waitForTimeout(2500)
    const name = p.replace(/\//g, '_') + '-' + width + '.png'
    await page.screenshot({ path: '/tmp/shots/' + name, fullPage: true })
    console.log('shot', name)
  }
  await ctx.close()
}
await browser.close()
