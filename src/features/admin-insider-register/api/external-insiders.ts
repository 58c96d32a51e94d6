import { fetchPage, type RecordOf } from '@/lib/resources'

export type ExternalInsider = RecordOf<'pa-deals'>

/** Every external insider with the deal's name, page after page (for the export). */
export async function fetchAllExternalInsiders(): Promise<ExternalInsider[]> {
  const rows: ExternalInsider[] = []
  for (let page = 1; ; page += 1) {
    const res = await fetchPage('pa-deals', {
      append: ['opportunity_name'],
      sort: ['-became_insider_at'],
      page,
      perPage: 100,
    })
    rows.push(...res.data)
    if (res.current_page >= res.last_page || res.data.length === 0) return rows
  }
}
