import type { FieldDecl, FormSection } from '@/admin/kit/records'

type Row = Record<string, unknown>
const nameOf = (row: Row) => String(row.name ?? '')
const relatedName = (key: string) => (record: Row) => {
  const related = record[key] as Row | null | undefined
  return related ? nameOf(related) : null
}

/** The company (opportunity) an update or WIP report is about, picked by name. */
export const opportunityField: FieldDecl = {
  name: 'investment_opportunity_id',
  label: 'Company',
  kind: 'relation',
  hint: 'Its investors are the update’s audience.',
  relation: {
    family: 'investment-opportunities',
    searchFilter: 'search',
    label: nameOf,
    labelFrom: relatedName('investment_opportunity'),
  },
}

export const fundField: FieldDecl = {
  name: 'fund_id',
  label: 'Fund',
  kind: 'relation',
  flag: 'funds',
  hint: 'Its investors are the update’s audience too.',
  relation: {
    family: 'funds',
    searchFilter: 'search',
    label: nameOf,
    labelFrom: relatedName('fund'),
  },
}

export const AUDIENCE_OPTIONS = [
  { value: '0', label: 'Investors in the company or fund' },
  { value: '1', label: 'All investors' },
] as const

/** SPEC §9's editor, with the AI rewrite, for a report's body. */
export const bodyField = (label: string): FieldDecl => ({
  name: 'body',
  label,
  kind: 'richtext',
  required: true,
  aiRewrite: true,
  wide: true,
})

/** An update report's form: what it is about, who reads it, and its text. */
export const UPDATE_FORM_SECTIONS: readonly FormSection[] = [
  {
    title: 'Update',
    fields: [
      { name: 'title', label: 'Title', kind: 'text', required: true, maxLength: 255, wide: true },
      opportunityField,
      fundField,
      {
        name: 'is_public',
        label: 'Audience',
        kind: 'radio',
        options: AUDIENCE_OPTIONS,
        wide: true,
      },
      // Draft until published; "Publish" sends live.
      { name: 'status', label: 'Status', kind: 'hidden' },
    ],
  },
  { title: 'Body', fields: [bodyField('Update')] },
]
