import type { Row } from '../db/db'
import { timestamp } from '../db/db'
import type { SeedContext } from './context'
import { userByEmail } from './context'
import { addDays, dateAgo, slugify } from './deals-util'
import { taxYearOf, TAX_RELIEF_RULES, isReliefScheme } from '../../src/lib/tax-relief'
import {
  certificateDocumentName,
  isPaid,
  type ShareIssueRow,
  type TaxCertificateRow,
} from '../resources/groups/tax-relief'
import type { InvestmentRow } from '../resources/groups/deals-investment-logic'

type Role = 'qualified' | 'uploaded' | 'edge5' | 'edge6' | 'ki' | 'awaiting'
type Statement = Pick<
  ShareIssueRow,
  'statement_status' | 'statement_submitted_at' | 'statement_authorised_at'
>

/** What becomes of the other holders' certificates in an authorised issue (the demo's aside). */
type Others = 'issued' | 'mixed' | 'none'

interface Plan {
  issueDate: string
  statement: Statement
  knowledgeIntensive?: boolean
  /** The demo investor's certificate: none, waiting to be issued, or issued. */
  demo: 'none' | 'uploaded' | 'issued'
  others: Others
  carryBack?: boolean
}

/** A date no later than the seed's day before today (a statement is never dated ahead). */
const notAfter = (ctx: SeedContext, date: string) => {
  const yesterday = dateAgo(ctx, 1)
  return date > yesterday ? yesterday : date
}

const submitted = (on: string): Statement => ({
  statement_status: 'submitted',
  statement_submitted_at: on,
  statement_authorised_at: null,
})
const authorised = (sent: string, on: string): Statement => ({
  statement_status: 'authorised',
  statement_submitted_at: sent,
  statement_authorised_at: on,
})
const NOT_SUBMITTED: Statement = {
  statement_status: 'not_submitted',
  statement_submitted_at: null,
  statement_authorised_at: null,
}

/**
 * What each of the demo investor's relief holdings shows: the tax year's edges (issues on 5
 * and 6 April of the current tax year's first calendar year), the statement at each step, a
 * knowledge-intensive EIS issue, a holding past its three years and one carried back.
 */
function planFor(ctx: SeedContext, role: Role, close: string, scheme: string): Plan {
  const startYear = taxYearOf(dateAgo(ctx, 0)).startYear
  const issued = notAfter(ctx, addDays(close, 14))
  const edge = (day: number) => `${startYear}-04-0${day}`
  switch (role) {
    case 'qualified':
      return {
        issueDate: issued,
        statement: authorised(addDays(issued, 45), addDays(issued, 120)),
        demo: 'issued',
        others: 'issued',
      }
    case 'uploaded':
      return {
        issueDate: issued,
        statement: authorised(
          notAfter(ctx, addDays(issued, 40)),
          notAfter(ctx, addDays(issued, 135)),
        ),
        demo: 'uploaded',
        others: 'mixed',
      }
    case 'edge5':
      return {
        issueDate: edge(5),
        statement: authorised(
          notAfter(ctx, addDays(edge(5), 60)),
          notAfter(ctx, addDays(edge(5), 135)),
        ),
        demo: 'none',
        others: 'none',
      }
    case 'edge6':
      return {
        issueDate: edge(6),
        statement: submitted(notAfter(ctx, addDays(edge(6), 170))),
        demo: 'none',
        others: 'none',
        carryBack: true,
      }
    case 'ki':
      return {
        issueDate: issued,
        statement: authorised(
          notAfter(ctx, addDays(issued, 30)),
          notAfter(ctx, addDays(issued, 90)),
        ),
        knowledgeIntensive: scheme === 'EIS',
        demo: 'issued',
        others: 'mixed',
      }
    case 'awaiting':
      return { issueDate: issued, statement: NOT_SUBMITTED, demo: 'none', others: 'none' }
  }
}

/** Later holdings, oldest first, take these parts; older than three years are 'qualified'. */
const ROLES: readonly Role[] = ['uploaded', 'edge5', 'edge6', 'ki', 'awaiting']

/**
 * The tax-relief centre's demo (issue 29): share issues on the opportunities where
 * investor@example.com holds a paid or completed EIS/SEIS subscription in a closed round, every
 * other paid holder of the scheme allotted with them, and certificates (EIS3/SEIS3, a generated
 * PDF each) spread over issued, uploaded and outstanding. No faker draws: the rest of the seed
 * stays as it was, and the same rows come every day with their dates following the day.
 */
export async function seedTaxRelief(ctx: SeedContext) {
  const demo = userByEmail(ctx, 'investor@example.com')
  if (!demo) return
  const opps = ctx.db.table('investment-opportunities')
  const investments = ctx.db.table<InvestmentRow>('investments')
  const held = new Map<number, Row>()
  for (const inv of investments.where((i) => i.user_id === demo.id && isPaid(i))) {
    const opp = opps.find(inv.investment_opportunity_id)
    if (opp && Number(opp.status) >= 4 && isReliefScheme(opp.tax_relief))
      if (inv.tax_option === opp.tax_relief) held.set(opp.id, opp)
  }
  const rounds = [...held.values()].sort((a, b) =>
    String(a.close_date).localeCompare(String(b.close_date)),
  )
  const threeYearsAgo = dateAgo(ctx, 365 * TAX_RELIEF_RULES.schemes.EIS.qualifyingYears + 30)
  const old = rounds.filter((o) => addDays(String(o.close_date), 14) < threeYearsAgo)
  let later = rounds.filter((o) => !old.includes(o))
  // The knowledge-intensive allowance is EIS's: that part goes to an EIS round.
  const eis = later.find((o, i) => o.tax_relief === 'EIS' && i >= ROLES.indexOf('ki'))
  if (eis && later.length > ROLES.indexOf('ki')) {
    later = later.filter((o) => o !== eis)
    later.splice(ROLES.indexOf('ki'), 0, eis)
  }
  const parts: [Row, Role][] = [
    ...old.map((o): [Row, Role] => [o, 'qualified']),
    ...later.slice(0, ROLES.length).map((o, i): [Row, Role] => [o, ROLES[i]]),
  ]
  for (const [opp, role] of parts) await seedIssue(ctx, demo, opp, role)
}

async function seedIssue(ctx: SeedContext, demo: Row, opp: Row, role: Role) {
  const scheme = String(opp.tax_relief) as ShareIssueRow['scheme']
  const plan = planFor(ctx, role, String(opp.close_date), scheme)
  const at = timestamp(new Date(`${plan.issueDate}T10:00:00Z`))
  const issue = await ctx.insert<ShareIssueRow>('share-issues', {
    investment_opportunity_id: opp.id,
    scheme,
    knowledge_intensive: plan.knowledgeIntensive ? 1 : 0,
    issue_date: plan.issueDate,
    advance_assurance_date: addDays(String(opp.open_date ?? plan.issueDate), -60),
    advance_assurance_reference: `AA/${String(opp.id).padStart(5, '0')}`,
    ...plan.statement,
    unique_investment_reference:
      plan.statement.statement_status === 'authorised'
        ? `${scheme}/${plan.issueDate.slice(0, 4)}/${String(opp.id).padStart(6, '0')}`
        : null,
    created_at: at,
    updated_at: at,
  })
  const holders = ctx.db
    .table<InvestmentRow>('investments')
    .where(
      (i) =>
        i.investment_opportunity_id === opp.id &&
        i.tax_option === scheme &&
        isPaid(i) &&
        (i.share_issue_id ?? null) === null,
    )
  let n = 0
  for (const inv of holders) {
    const mine = inv.user_id === demo.id
    const values: Partial<InvestmentRow> = { share_issue_id: issue.id, carry_back: 0 }
    if (mine && plan.carryBack) values.carry_back = 1
    await ctx.db.table('investments').update(inv.id, values, { silent: true, touch: false })
    if (issue.statement_status !== 'authorised') continue
    const status = mine ? plan.demo : othersStatus(plan.others, n++)
    if (status !== 'none') await seedCertificate(ctx, issue, inv, opp, status)
  }
}

/** Two of every three other holders have theirs in a mixed issue; every third is still owed. */
const othersStatus = (others: Others, n: number): 'none' | 'issued' =>
  others === 'issued' || (others === 'mixed' && n % 3 !== 2) ? 'issued' : 'none'

async function seedCertificate(
  ctx: SeedContext,
  issue: ShareIssueRow,
  inv: InvestmentRow,
  opp: Row,
  status: 'uploaded' | 'issued',
) {
  const investor = ctx.db.table('users').find(inv.user_id)
  const form = TAX_RELIEF_RULES.schemes[issue.scheme].certificate.toLowerCase()
  const fileName = `${form}-${slugify(String(opp.company_name ?? opp.name))}-${String(
    investor?.investor_reference ?? inv.user_id,
  ).toLowerCase()}.pdf`
  const uploadedOn = addDays(String(issue.statement_authorised_at), 20)
  const uploaded = timestamp(new Date(`${notAfter(ctx, uploadedOn)}T11:00:00Z`))
  const issuedAt = timestamp(new Date(`${notAfter(ctx, addDays(uploadedOn, 2))}T12:00:00Z`))
  const staff = ctx.db.table('users').first((u) => u.email === 'superadmin@example.com')
  const docId = ctx.db.table('documents').nextId()
  await ctx.insert('documents', {
    name: certificateDocumentName(issue.scheme, opp),
    description: null,
    file_name: fileName,
    url: `/storage/documents/${docId}/${fileName}`,
    mime_type: 'application/pdf',
    size: 48_000 + (inv.id % 40) * 512,
    visibility: status === 'issued' ? 'public' : 'private',
    category: 'tax',
    folder_structure_id: null,
    documentable_type: 'users',
    documentable_id: inv.user_id,
    uploaded_by: staff?.id ?? null,
    created_at: uploaded,
    updated_at: status === 'issued' ? issuedAt : uploaded,
  })
  await ctx.insert<TaxCertificateRow>('tax-certificates', {
    investment_id: inv.id,
    user_id: inv.user_id,
    investment_opportunity_id: opp.id,
    share_issue_id: issue.id,
    scheme: issue.scheme,
    document_id: docId,
    status,
    issued_at: status === 'issued' ? issuedAt : null,
    uploaded_by: staff?.id ?? null,
    created_at: uploaded,
    updated_at: status === 'issued' ? issuedAt : uploaded,
  })
}
