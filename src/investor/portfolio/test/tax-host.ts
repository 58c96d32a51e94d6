import { screen, within } from '@testing-library/react'
import type { InvestorPageHost } from '@/test/investor-page-host'
import { rows, type MockRow } from '@/test/mock-host'

/**
 * The investor's subscriptions under relief in the mock's rows now, with their share issue,
 * spelled out here (not read through src/lib/tax-relief) so a wrong shared rule fails the tests.
 */
export function reliefRows(host: InvestorPageHost, userId: number) {
  const issues = new Map(rows(host, 'share-issues').map((s) => [s.id, s]))
  return rows(
    host,
    'investments',
    (i) =>
      i.user_id === userId &&
      (i.status === 'paid' || i.status === 'completed') &&
      (i.tax_option === 'EIS' || i.tax_option === 'SEIS'),
  ).map((inv) => {
    const issue =
      inv.share_issue_id == null ? null : (issues.get(Number(inv.share_issue_id)) ?? null)
    const issued = typeof issue?.issue_date === 'string' ? issue.issue_date : null
    const company = String(
      rows(host, 'investment-opportunities', (o) => o.id === inv.investment_opportunity_id)[0]
        ?.company_name,
    )
    const year = issued ? startYearOf(issued) - (inv.carry_back === 1 ? 1 : 0) : null
    return { inv, issue, issued, company, year }
  })
}

export type ReliefRow = ReturnType<typeof reliefRows>[number]

/** The UK tax year a day is in, by the year it starts (6 April). */
export const startYearOf = (day: string) =>
  Number(day.slice(0, 4)) - (day.slice(5, 10) >= '04-06' ? 0 : 1)

/** "2025–26". */
export const labelOf = (startYear: number) =>
  `${startYear}–${String((startYear + 1) % 100).padStart(2, '0')}`

export const thisTaxYear = () => startYearOf(new Date().toISOString().slice(0, 10))

/** The card (a region titled so) and, within it, one subscription's article by company. */
export const region = (name: string | RegExp) => screen.getByRole('region', { name })
/** A subscription's article by company (the first, when the investor subscribed twice). */
export const article = (scope: HTMLElement, company: string) =>
  within(scope).getAllByRole('article', { name: company })[0]

/** How many subscriptions in `scope` are in `company`. */
export const articlesOf = (scope: HTMLElement, company: string) =>
  within(scope).queryAllByRole('article', { name: company }).length

/** A fact's value in a definition list (its <dt> label's <dd>). */
export const fact = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent

export type { MockRow }
