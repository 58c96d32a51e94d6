import { queryOptions } from '@tanstack/react-query'
import { decodePage, http, withQuery, type ListQuery } from '@/lib/api'
import { fetchPage, resourceKeys, type Family } from '@/lib/resources'

/** A family's rows on one page of the host's largest (a company's KPIs are a few dozen). */
const rowsOf = async <F extends Family>(family: F, query: ListQuery, signal: AbortSignal) =>
  (await fetchPage(family, { ...query, perPage: 100 }, signal)).data

/** Portfolio companies: existing investments (stages 5 and 6), by name. */
export const companiesQuery = queryOptions({
  queryKey: [...resourceKeys('investment-opportunities').lists(), 'kpi-companies'] as const,
  queryFn: ({ signal }) =>
    rowsOf('investment-opportunities', { filter: { stage: [5, 6] }, sort: ['name'] }, signal),
})

/** The KPIs a company reports: the portfolio-wide ones and its own (custom-kpis applies_to). */
export const companyKpisQuery = (companyId: number) =>
  queryOptions({
    queryKey: [...resourceKeys('custom-kpis').lists(), 'applies-to', companyId] as const,
    queryFn: ({ signal }) =>
      rowsOf(
        'custom-kpis',
        { filter: { applies_to: companyId, is_active: 1 }, sort: ['order'] },
        signal,
      ),
  })

/** Every KPI report of a company (drafts too: staff fill them in), with their values. */
export const companyReportsQuery = (companyId: number) =>
  queryOptions({
    queryKey: [...resourceKeys('reports').lists(), 'kpi-grid', companyId] as const,
    queryFn: ({ signal }) =>
      rowsOf(
        'reports',
        {
          type: 'kpi',
          filter: { investment_opportunity_id: companyId },
          include: ['inputs'],
          sort: ['period'],
        },
        signal,
      ),
  })

/** The active KPIs tracked across the whole portfolio (not those of one company). */
export const portfolioKpisQuery = queryOptions({
  queryKey: [...resourceKeys('custom-kpis').lists(), 'portfolio-wide'] as const,
  queryFn: async ({ signal }) =>
    (await rowsOf('custom-kpis', { filter: { is_active: 1 }, sort: ['order'] }, signal)).filter(
      (k) => k.investment_opportunity_id === null,
    ),
})

/**
 * The published KPI reports of every company, with their values and company: the KPI
 * portfolio compares what investors can see (drafts are not reported yet, as the host's
 * /api/reports/kpi-portfolio reads them).
 */
export const portfolioReportsQuery = queryOptions({
  queryKey: [...resourceKeys('reports').lists(), 'kpi-portfolio'] as const,
  queryFn: async ({ signal }) => {
    const query = {
      type: 'kpi',
      filter: { status: 'live' },
      include: ['inputs', 'investmentOpportunity'],
      sort: ['-period'],
      perPage: 100,
    }
    const first = await fetchPage('reports', query, signal)
    const rows = [...first.data]
    // A large portfolio runs past one page: read them all (a handful of pages at most).
    for (let page = 2; page <= Math.min(first.last_page, 20); page++)
      rows.push(...(await fetchPage('reports', { ...query, page }, signal)).data)
    return rows
  },
})

/**
 * The companies with published KPIs (GET /api/reports/kpis, by name): the grid opens on the
 * first of them rather than on a company that has never reported.
 */
export const reportingCompaniesQuery = queryOptions({
  queryKey: [...resourceKeys('reports').lists(), 'kpi-table'] as const,
  queryFn: async ({ signal }) => {
    const res = await http.get<unknown>(withQuery('/api/reports/kpis', { perPage: 100 }), {
      signal,
    })
    const page = decodePage<Record<string, unknown>>(res.data, 'the KPI table')
    return new Set(page.data.map((row) => Number(row.investment_opportunity_id)))
  },
})

/** The tenant's KPI categories (names and order), which group the KPIs on both pages. */
export const kpiCategoriesQuery = queryOptions({
  queryKey: resourceKeys('kpi-categories').list({ sort: ['order'], perPage: 100 }),
  queryFn: ({ signal }) => rowsOf('kpi-categories', { sort: ['order'] }, signal),
})
