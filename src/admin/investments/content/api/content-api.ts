import type { QueryClient } from '@tanstack/react-query'
import { decodeRecord, postWithProgress } from '@/lib/api'
import {
  createRecord,
  deleteRecord,
  pageQuery,
  resourceKeys,
  updateRecord,
  type RecordOf,
} from '@/lib/resources'

/** The opportunity's child content this feature edits, each saved on its own. */
export type ContentFamily =
  'key-points' | 'team-images' | 'key-dates' | 'galleries' | 'intent-terms'
export type KeyPoint = RecordOf<'key-points'>
export type TeamMember = RecordOf<'team-images'>
export type KeyDate = RecordOf<'key-dates'>
export type GalleryImage = RecordOf<'galleries'>
export type SharePrice = RecordOf<'share-prices'>

/** All of an opportunity's rows fit one page: a page is tens of rows, not thousands. */
const ALL = 100

const SORTS: Record<ContentFamily | 'share-prices', string[]> = {
  'key-points': ['order', 'id'],
  'team-images': ['order', 'id'],
  galleries: ['order', 'id'],
  'key-dates': ['date', 'id'],
  'intent-terms': ['-version', '-id'],
  'share-prices': ['-effective_date', '-id'],
}

/** GET /api/{family}?filter[investment_opportunity_id]=…: the opportunity's rows, in order. */
export const contentQuery = <F extends ContentFamily | 'share-prices'>(
  family: F,
  opportunityId: number,
) =>
  pageQuery(family, {
    filter: { investment_opportunity_id: opportunityId },
    sort: SORTS[family],
    perPage: ALL,
  })

/** After a write: the family's lists, and the opportunity (its page and preview include them). */
export const refreshContent = (client: QueryClient, family: ContentFamily) =>
  Promise.all([
    client.invalidateQueries({ queryKey: resourceKeys(family).all }),
    client.invalidateQueries({ queryKey: resourceKeys('investment-opportunities').all }),
  ])

/** Laravel reads FormData values as strings; null becomes '' (ConvertEmptyStringsToNull). */
function formOf(values: Record<string, string | number | null | File | undefined>) {
  const body = new FormData()
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue
    body.set(key, value instanceof File ? value : value === null ? '' : String(value))
  }
  return body
}

/** POST /api/{family}: a new row of the opportunity, JSON or multipart (a photo). */
export const createContent = (
  family: ContentFamily,
  values: Record<string, string | number | null | File | undefined>,
) => {
  const hasFile = Object.values(values).some((v) => v instanceof File)
  return createRecord(family, hasFile ? formOf(values) : values)
}

/** PATCH /api/{family}/{id} (POST with _method=PATCH when it carries a photo). */
export const updateContent = (
  family: ContentFamily,
  id: number,
  values: Record<string, string | number | null | File | undefined>,
) => {
  const hasFile = Object.values(values).some((v) => v instanceof File)
  return updateRecord(family, id, hasFile ? formOf(values) : values)
}

/** DELETE /api/{family}/{id} (the host deletes an uploaded picture with its row). */
export const deleteContent = (family: ContentFamily, id: number) => deleteRecord(family, id)

/** POST /api/galleries as multipart (`image`), reporting how much has been sent (0-100). */
export async function uploadGalleryImage(
  opportunityId: number,
  file: File,
  order: number,
  onProgress: (percent: number) => void,
): Promise<GalleryImage> {
  const body = formOf({ investment_opportunity_id: opportunityId, order, image: file })
  const data = await postWithProgress('/api/galleries', body, onProgress, file.size)
  return decodeRecord<GalleryImage>(data, 'the new gallery image')
}
