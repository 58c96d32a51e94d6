import type { SeedContext } from '../context'
import { mimeOf } from '../../resources/documents'
import { int, stampAgo } from './data'

export interface DocInput {
  name: string
  fileName: string
  category: string
  visibility: 'public' | 'private'
  type: string | null
  id: number | null
  folder?: number | null
  by?: number | null
  at?: string
}

export async function doc(ctx: SeedContext, d: DocInput) {
  const nextId = ctx.db.table('documents').nextId()
  const at = d.at ?? stampAgo(ctx, 1, 700)
  return ctx.insert('documents', {
    name: d.name,
    description: null,
    file_name: d.fileName,
    url: `/storage/documents/${nextId}/${d.fileName}`,
    mime_type: mimeOf(d.fileName),
    size: int(ctx, 40_000, 4_800_000),
    visibility: d.visibility,
    category: d.category,
    folder_structure_id: d.folder ?? null,
    documentable_type: d.type,
    documentable_id: d.id,
    uploaded_by: d.by ?? null,
    created_at: at,
    updated_at: at,
  })
}

export async function folder(
  ctx: SeedContext,
  name: string,
  parent: number | null,
  order: number,
  type: string | null = null,
  id: number | null = null,
) {
  const at = stampAgo(ctx, 700, 900)
  const row = await ctx.insert('folder-structures', {
    name,
    parent_id: parent,
    folderable_type: type,
    folderable_id: id,
    order,
    created_at: at,
    updated_at: at,
  })
  return row.id
}
