import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { CDPSession, Page } from '@playwright/test'

/** The page's long tasks (ready-script.ts keeps them), in ms from the navigation's start. */
export const longTasks = async (page: Page) =>
  (await page.evaluate('window.__benchLongTasks || []')) as { start: number; duration: number }[]

/** BENCH_PROFILE=<dir>: the timed visit's main-thread CPU profile, for DevTools' Performance panel. */
export async function saveProfile(dir: string, cdp: CDPSession, name: string) {
  const { profile } = await cdp.send('Profiler.stop')
  await mkdir(dir, { recursive: true })
  const file = join(dir, `${name.replace(/\//g, '_')}-${Date.now()}.cpuprofile`)
  await writeFile(file, JSON.stringify(profile))
}

/**
 * BENCH_TIMELINE=1: each request's start and end and each long task of the timed visit, in ms
 * from the navigation's start, in time order, to find what the page's ready waits for.
 */
export async function printTimeline(page: Page, label: string, readyAt: number) {
  const requests = (await page.evaluate(() =>
    [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource'),
      ...performance.getEntriesByType('mark'),
    ].map((e) => ({
      start: e.startTime,
      end: (e as PerformanceResourceTiming).responseEnd ?? e.startTime,
      what: e.name.replace(location.origin, '').slice(0, 110),
    })),
  )) as { start: number; end: number; what: string }[]
  const tasks = (await longTasks(page)).map((t) => ({
    start: t.start,
    end: t.start + t.duration,
    what: 'long task',
  }))
  const ms = (n: number) => n.toFixed(0).padStart(6)
  console.log(`\n${label}: ready at ${readyAt.toFixed(0)} ms`)
  for (const e of [...requests, ...tasks].sort((a, b) => a.start - b.start))
    console.log(`${ms(e.start)} ${ms(e.end)}  ${e.what}`)
}
