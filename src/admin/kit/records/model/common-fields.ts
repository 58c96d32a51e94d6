import { personName } from '@/lib/api'
import { countryOptions } from '@/lib/format'
import type { FieldDecl } from './form-config'

type Row = Record<string, unknown>

/** A staff member chosen by name (the record's owner, a task's assignee). */
export const ownerField: FieldDecl = {
  name: 'owner_id',
  label: 'Owner',
  kind: 'relation',
  hint: 'The staff member who looks after this record.',
  relation: {
    family: 'users',
    query: { type: 'staff' },
    searchFilter: 'search',
    label: (row) => personName(row, String(row.email ?? '')),
    labelFrom: (record) => {
      const owner = record.owner as Row | null | undefined
      return owner ? personName(owner, String(owner.email ?? '')) : null
    },
  },
}

export const leadStatusField: FieldDecl = {
  name: 'lead_status_id',
  label: 'Lead status',
  kind: 'select',
  options: { family: 'lead-statuses', label: (row) => String(row.name ?? '') },
}

export const countryField = (name: string, label = 'Country'): FieldDecl => ({
  name,
  label,
  kind: 'select',
  // Read when a form shows the field: building the list (every region's name, sorted) at
  // module load cost a page that never shows the form ~5 ms of its first task.
  get options() {
    return countryOptions()
  },
})

/** Address lines as the host names them (`prefix` for an organisation's registered address). */
export const addressFields = (prefix = ''): FieldDecl[] => [
  { name: `${prefix}address_line_1`, label: 'Address line 1', kind: 'text', maxLength: 255 },
  { name: `${prefix}address_line_2`, label: 'Address line 2', kind: 'text', maxLength: 255 },
  { name: `${prefix}city`, label: 'Town or city', kind: 'text', maxLength: 255 },
  { name: `${prefix}postcode`, label: 'Postcode', kind: 'text', maxLength: 20 },
]

/** An investor chosen by name (a method's holder, an application's applicant). */
export const investorField = (name: string, label: string, relation: string): FieldDecl => ({
  name,
  label,
  kind: 'relation',
  relation: {
    family: 'users',
    query: { type: 'investor' },
    searchFilter: 'search',
    label: (row) => `${personName(row, String(row.email ?? ''))} (${String(row.email ?? '')})`,
    labelFrom: (record) => {
      const person = record[relation] as Row | null | undefined
      return person ? personName(person, String(person.email ?? '')) : null
    },
  },
})
