import { screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { UserEvent } from '@testing-library/user-event'
import { afterEach } from 'vitest'
import { timestamp } from '@mocks/db/db'
import { http } from '@/lib/api'
import {
  investorPageHost,
  NEW_INVESTOR,
  renderPage,
  type InvestorPageHost,
} from '@/test/investor-page-host'
import { renderScreen } from '@/test/render-routes'
import { EligibilityNotice } from '../components/eligibility-notice'
import { useInvestEligibility } from '../use-invest-eligibility'

/**
 * Every call the app's axios instance makes, as "GET /api/…?query", so a test can assert
 * what was (and was not) requested. Cleared after each test.
 */
export function recordRequests(): string[] {
  const log: string[] = []
  http.interceptors.request.use((config) => {
    const query = config.params ? `?${new URLSearchParams(config.params).toString()}` : ''
    log.push(`${(config.method ?? 'get').toUpperCase()} ${decodeURI(config.url ?? '')}${query}`)
    return config
  })
  afterEach(() => {
    log.length = 0
  })
  return log
}

/** The page host signed in as the new investor, and every request the app makes. */
export function newInvestorHost() {
  return { host: investorPageHost(NEW_INVESTOR), requests: recordRequests() }
}

export const hoursFromNow = (h: number) => timestamp(new Date(Date.now() + h * 3_600_000))

/** Change the demo user's row in the mock, before the page loads it. */
export async function patchUser(
  host: InvestorPageHost,
  email: string,
  patch: Record<string, unknown>,
) {
  await host.api.host.db.table('users').update(host.user(email).id, patch)
}

/** Terms accepted and a category confirmed: only the test stands in the way. */
export const READY_FOR_TEST = {
  accepted_terms_version: 1,
  investor_category_id: 2,
  category_confirmed_at: hoursFromNow(-48),
}

/** Opens a profile panel at /investor/profile/{slug}. */
export const renderProfile = (slug: string, element: ReactNode) =>
  renderScreen(`/investor/profile/${slug}`, element, { path: '/investor/profile/:slug' })

interface KeyRow {
  question: string
  bank: number
  correct_option: string
}

/** The answer key, as QA reads it from GET /__mock/answers. */
export async function answerKey(questionnaire: 'compliance' | 'fca-compliance' = 'compliance') {
  const res = await http.get<{ questions: KeyRow[] }>('/__mock/answers', {
    params: { questionnaire },
  })
  return res.data.questions
}

/**
 * Answers every question on screen from the key: correctly, or with `wrong` questions (by
 * index) given another option.
 */
export async function answerAll(
  user: UserEvent,
  key: KeyRow[],
  bank: number,
  wrong: number[] = [],
) {
  const rows = key.filter((k) => k.bank === bank)
  for (const [i, row] of rows.entries()) {
    const group = screen.getByRole('group', { name: row.question })
    const radios = within(group).getAllByRole('radio')
    const right = within(group).getByRole('radio', { name: row.correct_option })
    await user.click(wrong.includes(i) ? radios.find((r) => r !== right)! : right)
  }
}

function EligibilityProbe() {
  const eligibility = useInvestEligibility()
  return (
    <main>
      <p>Status: {eligibility.status}</p>
      <EligibilityNotice blocks={eligibility.blocks} />
    </main>
  )
}

/**
 * Where the signed-in investor stands, as the portal says it: eligible or blocked, and the
 * "Before you can invest" region's sentences with their links (null: no link).
 */
export async function readEligibility() {
  await renderPage({
    at: '/investor',
    routes: [{ path: '/investor', element: <EligibilityProbe /> }],
  })
  const status = await screen.findByText(/^Status: (eligible|blocked)$/)
  const notice = screen.queryByRole('region', { name: 'Before you can invest' })
  const items = notice ? within(notice).getAllByRole('listitem') : []
  return {
    status: status.textContent!.replace('Status: ', ''),
    messages: items.map((li) => within(li).getByRole('paragraph').textContent),
    links: items.map((li) => within(li).queryByRole('link')?.textContent ?? null),
  }
}
