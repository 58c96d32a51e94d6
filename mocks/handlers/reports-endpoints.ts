import { defineAction, registerActions } from '../engine/actions'
import { grants } from '../engine/grants'
import type { Row } from '../db/db'
import type { RequestContext, UserRow } from '../http/context'
import type { Router } from '../http/router'
import { json, validationError } from '../http/responses'
import { INVESTOR_ROLE, type Resource } from '../../src/lib/permissions'
import { paginate } from '../engine/paginate'
import { ctxOf } from '../engine/records'
import { validate } from '../engine/validate'
import { reports as reportsDef, updateAudience } from '../resources/reports'
import { latestKpiValues } from './reports-kpis'
import { isoOrder } from '../engine/collation'

/** A report GET behind its resource's `index` grant. */
const report = (path: string, resource: Resource, handle: (req: RequestContext) => Response) =>
  defineAction({ method: 'GET', path, may: { resource, action: 'index' }, handle })

/** page and per_page as the resource lists read them (default 15, at most 100). */
function paging(req: RequestContext) {
  const page = Math.max(1, Number.parseInt(req.query.get('page') ?? '1', 10) || 1)
  const per = Number.parseInt(req.query.get('per_page') ?? '15', 10) || 15
  return { page, perPage: Math.min(100, Math.max(1, per)) }
}

/** GET /api/reports/kpis: per opportunity, the latest value of each custom KPI. */
function kpis(req: RequestContext) {
  const db = req.host.db
  const only = req.query.get('filter[investment_opportunity_id]')
  const wanted = only ? new Set(only.split(',').map(Number)) : null
  const latest = latestKpiValues(db).filter(
    (l) => !wanted || wanted.has(l.investment_opportunity_id),
  )
  const byOpp = new Map<number, typeof latest>()
  for (const l of latest)
    byOpp.set(l.investment_opportunity_id, [...(byOpp.get(l.investment_opportunity_id) ?? []), l])
  const rows = [...byOpp].map(([id, values]) => {
    const opp = db.table('investment-opportunities').find(id)
    return {
      investment_opportunity_id: id,
      name: String(opp?.name ?? ''),
      stage: opp ? Number(opp.stage) : null,
      latest_period:
        values
          .map((v) => v.period)
          .sort()
          .pop() ?? null,
      kpis: values.map(({ investment_opportunity_id: _omit, ...v }) => v),
    }
  })
  rows.sort((a, b) => a.name.localeCompare(b.name))
  const { page, perPage } = paging(req)
  return json(
    paginate(rows.slice((page - 1) * perPage, page * perPage), rows.length, page, perPage, req.url),
  )
}

/** GET /api/reports/kpi-portfolio: each custom KPI aggregated over the companies reporting it. */
function kpiPortfolio(req: RequestContext) {
  const db = req.host.db
  const latest = latestKpiValues(db)
  const data = db
    .table('custom-kpis')
    .where((k) => !!k.is_active)
    .sort((a, b) => Number(a.order) - Number(b.order))
    .map((k) => {
      const values = latest.filter((l) => l.custom_kpi_id === k.id).map((l) => l.value)
      const total = values.reduce((s, v) => s + v, 0)
      const round = (n: number) => Math.round(n * 100) / 100
      return {
        custom_kpi_id: k.id,
        name: String(k.name),
        unit: String(k.unit),
        category: String(k.category),
        companies_count: values.length,
        total: round(total),
        average: values.length ? round(total / values.length) : null,
        min: values.length ? Math.min(...values) : null,
        max: values.length ? Math.max(...values) : null,
        latest_period:
          latest
            .filter((l) => l.custom_kpi_id === k.id)
            .map((l) => l.period)
            .sort()
            .pop() ?? null,
      }
    })
  return json({ data })
}

const STAGE_GROUP = (stage: number) => (stage === 1 ? 'draft' : stage <= 4 ? 'live' : 'existing')

/** GET /api/reports/wip: deals in progress by stage, the pipeline by stage, recent WIP reports. */
function wip(req: RequestContext) {
  const db = req.host.db
  const opps = db.table('investment-opportunities').all()
  const stages = [1, 2, 3, 4, 5, 6].map((stage) => {
    const rows = opps.filter((o) => Number(o.stage) === stage)
    return {
      stage,
      group: STAGE_GROUP(stage),
      count: rows.length,
      target_amount: money(rows, 'target_amount'),
      raised_amount: money(rows, 'raised_amount'),
    }
  })
  const deals = db
    .table('pipeline-deals')
    .where((d) => d.status === undefined || d.status === 'open')
  const pipeline = db
    .table('pipeline-stages')
    .all()
    .map((s) => {
      const rows = deals.filter((d) => d.pipeline_stage_id === s.id)
      return {
        pipeline_stage_id: s.id,
        pipeline_id: (s.pipeline_id as number | undefined) ?? null,
        name: String(s.name ?? ''),
        count: rows.length,
        amount_sought: money(rows, 'amount_sought'),
      }
    })
  const recent = db
    .table('reports')
    .where((r) => r.type === 'wip')
    .sort((a, b) => isoOrder(String(b.created_at), String(a.created_at)))
    .slice(0, 5)
    .map((r) => ({
      id: r.id,
      title: r.title,
      status: r.status,
      period: r.period,
      published_at: r.published_at,
    }))
  return json({ data: { stages, pipeline, reports: recent } })
}

/** GET /api/reports/news: live update reports the viewer may read, newest first (investors). */
function news(req: RequestContext) {
  const user = req.user as UserRow
  const ctx = ctxOf(req)
  const visible = (r: Row) =>
    r.type === 'update' &&
    r.status === 'live' &&
    (user.role_id !== INVESTOR_ROLE || !!reportsDef.investor?.read?.(r, ctx))
  const rows = req.host.db
    .table('reports')
    .where(visible)
    .sort(
      (a, b) => isoOrder(String(b.published_at ?? ''), String(a.published_at ?? '')) || b.id - a.id,
    )
  const db = req.host.db
  // What the report is about, enough for the feed card and its link.
  const withSubject = (r: Row) => ({
    ...r,
    subject: r.investment_opportunity_id
      ? subjectOf(
          'investment-opportunities',
          db.table('investment-opportunities').find(Number(r.investment_opportunity_id)),
        )
      : r.fund_id
        ? subjectOf('funds', db.table('funds').find(Number(r.fund_id)))
        : null,
  })
  const { page, perPage } = paging(req)
  const slice = rows.slice((page - 1) * perPage, page * perPage).map(withSubject)
  return json(paginate(slice, rows.length, page, perPage, req.url))
}

/**
 * GET /api/reports/update-audience: how many investors publishing an update with these
 * values would notify (the same audience reports' afterWrite notifies), so staff are told
 * the number before they publish.
 */
function audience(req: RequestContext) {
  const pub = req.query.get('is_public') ?? '0'
  const { errors } = validate({ is_public: 'in:0,1' }, { is_public: pub }, { db: req.host.db })
  // A positive id, else not an integer: `integer|min:1` would call "0" too small instead.
  const id = (key: string) => {
    const raw = req.query.get(key)
    if (raw === null || raw === '') return null
    if (!/^\d+$/.test(raw) || Number(raw) < 1) {
      errors[key] = [`The ${key.replace(/_/g, ' ')} field must be an integer.`]
      return null
    }
    return Number(raw)
  }
  const report = {
    is_public: pub === '1' ? 1 : 0,
    investment_opportunity_id: id('investment_opportunity_id'),
    fund_id: id('fund_id'),
  }
  if (Object.keys(errors).length) return validationError(errors)
  const investors = updateAudience(req.host.db, report as unknown as Row)
  return json({ data: { investors_count: investors.size } })
}

const subjectOf = (type: string, row: Row | undefined) =>
  row
    ? { type, id: row.id, name: String(row.name), slug: (row.slug as string | undefined) ?? null }
    : null

const money = (rows: Row[], col: string) =>
  Math.round(rows.reduce((s, r) => s + Number(r[col] ?? 0), 0) * 100) / 100

export function registerReportEndpoints(router: Router) {
  registerActions(router, [
    report('/api/reports/kpis', 'reports', kpis),
    report('/api/reports/kpi-portfolio', 'custom_kpis', kpiPortfolio),
    report('/api/reports/wip', 'wip-report', wip),
    // Investors read the feed (what they may see); staff need `update_reports` index.
    defineAction({
      method: 'GET',
      path: '/api/reports/news',
      may: (req) =>
        req.user?.role_id === INVESTOR_ROLE || grants(req.user, 'update_reports', 'index'),
      handle: news,
    }),
    report('/api/reports/update-audience', 'update_reports', audience),
  ])
}
