import { beforeAll, describe, expect, it } from 'vitest'
import { Database } from '@mocks/db/db'
import { seedDatabase } from '@mocks/seed'
import { ADMIN_ROUTE_RULES } from '@/lib/navigation/route-rules'
import { investorPages } from './investor-routes'
import {
  ADMIN_ROUTE_SAMPLES,
  INVESTOR_ROUTE_SAMPLES,
  SEED,
  adminAliasOf,
  fitsPattern,
} from './route-samples'

const adminPatterns = [...new Set(ADMIN_ROUTE_RULES.map((r) => r.pattern))]
const investorPatterns = investorPages.map((p) =>
  p.index ? '/investor' : `/investor/${p.path ?? ''}`,
)

describe('route samples (the responsive sweep visits every route)', () => {
  it('gives every admin route a sample address, or names the page it repeats', () => {
    const missing = adminPatterns.filter((p) => !ADMIN_ROUTE_SAMPLES[p]?.length && !adminAliasOf(p))
    expect(missing).toEqual([])
  })

  it('points every admin alias at a sampled page', () => {
    const aliases = adminPatterns.filter((p) => adminAliasOf(p))
    expect(aliases.length).toBeGreaterThan(0)
    for (const p of aliases) expect(ADMIN_ROUTE_SAMPLES[adminAliasOf(p)!], p).toBeDefined()
  })

  it('samples only admin routes that exist', () => {
    const unknown = Object.keys(ADMIN_ROUTE_SAMPLES).filter((p) => !adminPatterns.includes(p))
    expect(unknown).toEqual([])
  })

  it('gives every investor page a sample address and no stale ones', () => {
    expect(Object.keys(INVESTOR_ROUTE_SAMPLES).sort()).toEqual([...investorPatterns].sort())
  })

  it('samples each route with addresses that fit its pattern', () => {
    const samples = { ...ADMIN_ROUTE_SAMPLES, ...INVESTOR_ROUTE_SAMPLES }
    for (const [pattern, addresses] of Object.entries(samples))
      for (const address of addresses) expect(fitsPattern(pattern, address), address).toBe(true)
  })

  it('fails for a route without a sample (the check itself)', () => {
    const withNew = [...adminPatterns, '/admin/brand-new-page']
    const missing = withNew.filter((p) => !ADMIN_ROUTE_SAMPLES[p]?.length && !adminAliasOf(p))
    expect(missing).toEqual(['/admin/brand-new-page'])
  })
})

describe('the records the samples open (normal seed)', () => {
  type Row = Record<string, unknown> & { id: number }
  let rows: (table: string) => Row[]
  const byId = (table: string, id: number) => rows(table).find((r) => r.id === id)

  beforeAll(async () => {
    const db = new Database()
    await seedDatabase(db, 'normal')
    rows = (table) => db.table(table).all() as Row[]
  })

  it('are the people, entities and settings rows SEED names', () => {
    expect(byId('users', SEED.investor)?.email).toBe('investor@example.com')
    expect(byId('users', SEED.evidencedInvestor)?.role_id).toBe(5)
    expect(byId('users', SEED.screenedInvestor)?.screening_status).toBe('refer')
    expect(byId('users', SEED.amlInvestor)?.country).toBe('AE')
    expect(byId('users', SEED.statementInvestor)?.promotion_exemption_type).toBe('high_net_worth')
    const document = byId('documents', SEED.investorDocument)
    expect([document?.documentable_type, document?.documentable_id]).toEqual([
      'users',
      SEED.investor,
    ])
    expect(byId('contacts', SEED.contact)).toBeDefined()
    expect(byId('organisations', SEED.organisation)).toBeDefined()
    expect(byId('organisation-links', SEED.organisationApplication)?.status).toBe('pending')
    expect(byId('investment-methods', SEED.investmentMethod)?.user_id).toBe(SEED.investor)
    expect(byId('nominees', SEED.nominee)).toBeDefined()
    expect(byId('invitations', SEED.registerInvitation)).toMatchObject({
      type: 'register',
      email: 'invited@example.com',
    })
    expect(byId('pipeline-deals', SEED.deal)).toBeDefined()
    expect(byId('fund-investment-opportunities', SEED.fundOpportunity)).toBeDefined()
    expect(byId('funds', SEED.fund)).toBeDefined()
    expect(byId('pa-deals', SEED.paDeal)).toBeDefined()
    expect(byId('pipelines', SEED.pipeline)).toBeDefined()
    expect(byId('attributes', SEED.customAttribute)).toBeDefined()
    expect(byId('portfolio-tables', SEED.portfolioTable)).toBeDefined()
    const organisations = rows('organisation-links').filter((l) => l.user_id === SEED.investor)
    expect(organisations.map((l) => l.organisation_id)).toContain(SEED.organisation)
  })

  it('are opportunities at the stages their pages need', () => {
    const stage = (id: number) => byId('investment-opportunities', id)?.stage as number
    expect(stage(SEED.draftOpportunity)).toBe(1)
    expect([2, 3, 4]).toContain(stage(SEED.liveOpportunity))
    expect([5, 6]).toContain(stage(SEED.existingInvestment))
    const offers = rows('pre-emption-options')
    expect(offers.some((o) => o.investment_opportunity_id === SEED.existingInvestment)).toBe(true)
    const open = rows('investment-opportunities').find((o) => o.slug === SEED.openOpportunitySlug)
    expect(open?.stage).toBe(3)
  })

  it('are reports of the kinds and states their pages show', () => {
    const report = (id: number) => byId('reports', id)
    expect([report(SEED.wipReport)?.type, report(SEED.wipReport)?.status]).toEqual(['wip', 'live'])
    expect([report(SEED.liveUpdate)?.type, report(SEED.liveUpdate)?.status]).toEqual([
      'update',
      'live',
    ])
    expect([report(SEED.draftUpdate)?.type, report(SEED.draftUpdate)?.status]).toEqual([
      'update',
      'draft',
    ])
    expect(report(SEED.newsReport)).toMatchObject({ status: 'live', is_public: 1 })
  })

  it("are investor 4's own: soundings, a holding and a fund with their reports", () => {
    for (const id of SEED.soundings)
      expect(byId('market-soundings', id)?.user_id, `sounding ${id}`).toBe(SEED.investor)
    const held = rows('investments').filter(
      (i) => i.user_id === SEED.investor && i.investment_opportunity_id === SEED.holding,
    )
    expect(held.some((i) => i.status === 'completed' || i.status === 'paid')).toBe(true)
    expect(byId('reports', SEED.holdingReport)).toMatchObject({
      investment_opportunity_id: SEED.holding,
      status: 'live',
    })
    const units = rows('fund-ledger').filter((e) => e.user_id === SEED.investor)
    expect(units.map((e) => e.fund_id)).toContain(SEED.fundHolding)
    expect(byId('reports', SEED.fundReport)).toMatchObject({
      fund_id: SEED.fundHolding,
      status: 'live',
    })
  })
})
