import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { decodeList, decodeRecord, http, postWithProgress } from '@/lib/api'
import type { components } from '@/lib/api/schema.gen'
import {
  createRecord,
  fetchPage,
  pageQuery,
  resourceKeys,
  updateRecord,
  type RecordOf,
} from '@/lib/resources'

export type ShareIssue = RecordOf<'share-issues'>
export type TaxCertificate = RecordOf<'tax-certificates'>
export type OutstandingCertificate = components['schemas']['OutstandingCertificate']

/** A share issue has a few allotments at most; one page holds an opportunity's. */
const PER_PAGE = 100

/** The opportunity's share issues, oldest first. */
export const shareIssuesQuery = (opportunityId: number) =>
  pageQuery('share-issues', {
    filter: { investment_opportunity_id: opportunityId },
    sort: ['id'],
    perPage: PER_PAGE,
  })

/** Every certificate of the opportunity (uploaded and issued), a hundred a page. */
async function fetchCertificates(opportunityId: number, signal: AbortSignal) {
  const rows: TaxCertificate[] = []
  for (let page = 1; ; page++) {
    const got = await fetchPage(
      'tax-certificates',
      {
        filter: { investment_opportunity_id: opportunityId },
        sort: ['id'],
        page,
        perPage: PER_PAGE,
      },
      signal,
    )
    rows.push(...got.data)
    if (page >= got.last_page) return rows
  }
}

export const certificatesQuery = (opportunityId: number) =>
  queryOptions({
    queryKey: [...resourceKeys('tax-certificates').lists(), 'opportunity', opportunityId] as const,
    queryFn: ({ signal }) => fetchCertificates(opportunityId, signal),
  })

/** GET /api/tax-certificates/outstanding: every investor still waiting, oldest first. */
export const outstandingQuery = queryOptions({
  queryKey: [...resourceKeys('tax-certificates').lists(), 'outstanding'] as const,
  queryFn: async ({ signal }) => {
    const res = await http.get<unknown>('/api/tax-certificates/outstanding', { signal })
    return decodeList<OutstandingCertificate>(res.data, 'the outstanding certificates')
  },
})

/** The opportunities' stages, so a link opens the page the stage belongs to. */
export const opportunityStagesQuery = (ids: readonly number[]) =>
  pageQuery('investment-opportunities', {
    filter: { id: ids.join(',') },
    fields: { investment_opportunities: ['id', 'stage'] },
    perPage: PER_PAGE,
  })

/** POST or PATCH /api/share-issues (the host allots the shares once it has an issue date). */
export const saveShareIssue = (id: number | null, body: Record<string, unknown>) =>
  id === null ? createRecord('share-issues', body) : updateRecord('share-issues', id, body)

/** POST /api/tax-certificates (multipart): one signed certificate for one investment. */
export async function uploadCertificate(investmentId: number, file: File) {
  const body = new FormData()
  body.append('investment_id', String(investmentId))
  body.append('file', file)
  const data = await postWithProgress('/api/tax-certificates', body, () => undefined, file.size)
  return decodeRecord<TaxCertificate>(data, 'the new certificate')
}

/** PATCH status issued: the investor is told and the document becomes theirs to open. */
export const markIssued = (certificateId: number) =>
  updateRecord('tax-certificates', certificateId, { status: 'issued' })

/**
 * What a share issue or certificate write moves: the issues, the certificates (this tab's and
 * the overview's) and the investments the host allotted.
 */
export const invalidateTaxRelief = (client: QueryClient) =>
  Promise.all(
    (['share-issues', 'tax-certificates', 'investments'] as const).map((family) =>
      client.invalidateQueries({ queryKey: resourceKeys(family).all }),
    ),
  )
