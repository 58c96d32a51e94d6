import { vi } from 'vitest'
import type { Row } from '../../db/db'
import { checkedClient } from '../../testing/checked-client'
import { seededHost } from '../../testing/seeded-host'
import { flagColumns } from '../../../src/lib/settings/flag-names'
import type { InvestmentRow } from './deals-investment-logic'
import type { ShareIssueRow, TaxCertificateRow } from './tax-relief'

export type Page = { data: Row[]; total: number }
export type One = { data: Row }
export type Errors = { message: string; errors: Record<string, string[]> }

export const TAX_OFF = 'Tax relief is not enabled on this platform.'

/**
 * The whole host over the normal seed (its tax-relief spread: mocks/seed/tax-relief.ts) for the
 * tax-relief centre's tests, with live notifications recorded and the seed's rows at hand.
 */
export async function taxTestHost() {
  const { host, router } = await seededHost()
  const publish = vi.fn()
  host.realtime = { publish }
  const db = host.db
  const userId = (email: string) => db.table('users').first((u) => u.email === email)!.id
  const as = (email: string) => checkedClient(host, router, userId(email))
  const issues = () => db.table<ShareIssueRow>('share-issues').all()
  const investments = db.table<InvestmentRow>('investments')
  const certificates = db.table<TaxCertificateRow>('tax-certificates')
  const issueWith = (status: ShareIssueRow['statement_status']) =>
    issues().find((s) => s.statement_status === status)!
  /** An authorised issue's holding with no certificate yet (outstanding). */
  const outstandingHolding = (userFilter: (id: number) => boolean = () => true) =>
    investments.first(
      (i) =>
        i.share_issue_id != null &&
        issues().some((s) => s.id === i.share_issue_id && s.statement_status === 'authorised') &&
        !certificates.first((c) => c.investment_id === i.id) &&
        userFilter(i.user_id),
    )!
  const setTax = (on: boolean) => db.table('branding').update(1, flagColumns({ tax_enabled: on }))
  return {
    host,
    router,
    db,
    publish,
    userId,
    as,
    investor: () => as('investor@example.com'),
    staff: () => as('superadmin@example.com'),
    issues,
    issueWith,
    investments,
    certificates,
    outstandingHolding,
    setTax,
  }
}

export type TaxTestHost = Awaited<ReturnType<typeof taxTestHost>>
