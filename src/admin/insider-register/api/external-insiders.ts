import { fetchPage, type RecordOf } from '@/lib/resources'

export type ExternalInsider = RecordOf<'pa-deals'>

/** Every external insider with the deal's name, page after page (for the export). */
export async function fetchAllExternalInsiders(): Promise<ExternalInsider[]> {
  const rows: ExternalInsider[] = []
  for (let page = 1; ; page += 1) {
    const got = await fetchPage('pa-deals', {
      append: ['opportunity_name'],
      sort: ['-became_insider_at'],
      page,
      perPage: 100,
    })
    rows.push(...got.data)
    if (got.current_page >= got.last_page || got.data.length === 0) return rows
  }
}
