import { screen } from '@testing-library/react'
import { beforeEach } from 'vitest'
import { opportunityPath } from '@/lib/navigation'
import { investorPageHost, mockSettings } from '@/test/investor-page-host'

export type Row = Record<string, unknown> & { id: number }
export const T = { timeout: 20_000 }

/** How a test opens an admin address (the app's router; a test file may import src/app). */
type RenderApp = (path: string) => Promise<unknown>

/**
 * The mock host for the tab's tests, reseeded before each with superadmin signed in and the
 * tax flag on, and the seed's share issues, investments and certificates read from it.
 */
export function taxReliefHost(renderApp: RenderApp) {
  const host = investorPageHost('superadmin@example.com')
  beforeEach(async () => {
    await mockSettings({ tax_enabled: 1 })
  })
  const table = (name: string) => host.api.host.db.table<Row>(name)
  const opportunityOf = (issue: Row) =>
    table('investment-opportunities').find(Number(issue.investment_opportunity_id))!
  const investorsOf = (issue: Row) =>
    table('investments').where((i) => i.share_issue_id === issue.id && i.status !== 'cancelled')
  const certificateOf = (investment: Row) =>
    table('tax-certificates').first((c) => c.investment_id === investment.id)
  const referenceOf = (investment: Row) =>
    String(table('users').find(Number(investment.user_id))!.investor_reference)
  /** An authorised share issue with investors still waiting for a certificate (the seed has one). */
  const authorisedIssue = () =>
    table('share-issues').first(
      (s) =>
        s.statement_status === 'authorised' &&
        investorsOf(s).filter((i) => !certificateOf(i)).length >= 2,
    )!
  const openTab = async (issue: Row) => {
    const opp = opportunityOf(issue)
    await renderApp(opportunityPath(opp.id, Number(opp.stage), 'tax-relief'))
    return screen.findByRole('heading', { name: 'Tax relief', level: 2 }, T)
  }
  /** The share issue's card, by its investors table (cards follow the issues' ids). */
  const cardOf = async (issue: Row) => {
    const tables = await screen.findAllByRole('table', { name: /^Investors in the / }, T)
    const issues = table('share-issues')
      .where((s) => s.investment_opportunity_id === issue.investment_opportunity_id)
      .sort((a, b) => a.id - b.id)
    return tables[issues.findIndex((s) => s.id === issue.id)]!.closest('section')!
  }
  return {
    table,
    opportunityOf,
    investorsOf,
    certificateOf,
    referenceOf,
    authorisedIssue,
    openTab,
    cardOf,
  }
}
