import type { RecordOf } from '@/lib/resources'

export type Requirement = RecordOf<'onboarding-documents'>
export type SignUpDocument = RecordOf<'onboarding-document-types'>

/** One line of "What we need from you": the investor's own document, or a type not yet asked. */
export interface RequirementLine {
  key: string
  name: string
  description: string | null
  /** The sign-up document's setting; a document with no known type counts as required. */
  required: boolean
  /** The investor's row: what they upload against. None: onboarding has not asked for it yet. */
  row: Requirement | null
}

const typeOf = (row: Requirement, types: readonly SignUpDocument[]) =>
  types.find((t) => t.id === row.onboarding_document_type_id) ??
  // Rows made before documents were linked to their type go by name.
  types.find((t) => t.name === row.name)

/**
 * What onboarding asks this investor to upload, in the tenant's sign-up documents order: their
 * upload rows, each required or optional as its type says, then the upload types they have no
 * row for yet. Forms to sign are asked for elsewhere.
 */
export function requirementLines(
  rows: readonly Requirement[],
  types: readonly SignUpDocument[],
): RequirementLine[] {
  const uploads = rows.filter((r) => r.requires_signature === 0)
  const rank = (t: SignUpDocument | undefined) => t?.order ?? Number.MAX_SAFE_INTEGER
  const own = uploads
    .map((row) => ({ row, type: typeOf(row, types) }))
    .sort((a, b) => rank(a.type) - rank(b.type) || a.row.id - b.row.id)
    .map(({ row, type }) => ({
      key: `row-${row.id}`,
      name: row.name,
      description: row.description ?? null,
      required: type ? type.is_required === 1 : true,
      row,
    }))
  const held = new Set(uploads.map((r) => typeOf(r, types)?.id))
  const missing = types
    .filter((t) => t.requires_signature === 0 && !held.has(t.id))
    .sort((a, b) => a.order - b.order)
    .map((t) => ({
      key: `type-${t.id}`,
      name: t.name,
      description: t.description ?? null,
      required: t.is_required === 1,
      row: null,
    }))
  return [...own, ...missing]
}
