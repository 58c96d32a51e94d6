import type { ComponentType } from 'react'
import type { ListQuery } from '@/lib/api'
import type { FlagName } from '@/lib/flags'
import type { Family, RecordOf, RecordSubject } from '@/lib/resources'
import type { SelectOption } from '@/ui'

export type FieldValue = string | number | boolean | string[] | File[] | null

/** What a form holds while it is edited: one value per field name. */
export type FormValues = Record<string, FieldValue>

export type FieldKind =
  | 'text'
  | 'email'
  | 'tel'
  | 'url'
  | 'textarea'
  | 'number'
  | 'money'
  | 'date'
  /** A date and a time of day, sent as the browser's `yyyy-mm-ddThh:mm`. */
  | 'datetime'
  | 'select'
  | 'radio'
  | 'checkbox'
  | 'checkboxes'
  | 'richtext'
  | 'file'
  | 'relation'
  /** Not shown; carried and sent as it is (the deal an opportunity was made from). */
  | 'hidden'

/** Options read from a family (lead statuses, staff users…), as value/label pairs. */
export interface FamilyOptions {
  family: Family
  query?: ListQuery
  label: (row: Record<string, unknown>) => string
  /**
   * Choices that follow another field: the family filtered by that field's value (a deal's
   * stages are its pipeline's). None are offered until that field has a value.
   */
  filterFrom?: { field: string; filter: string }
}

/** A picker that searches its family as the user types (SPEC §9's 500 ms debounce). */
export interface RelationSource extends FamilyOptions {
  /** The filter the typed text fills, e.g. 'search' (a scope) or 'name' (partial). */
  searchFilter: string
  /** The record's field holding the related record's label, to show on edit. */
  labelFrom?: (record: Record<string, unknown>) => string | null
}

/** A picker over a search of its own (an endpoint that is not a family's list). */
export interface SearchSource {
  search: (term: string, signal: AbortSignal) => Promise<SelectOption[]>
  labelFrom?: RelationSource['labelFrom']
}

export interface FieldDecl {
  /** The request's field name; the host's 422 comes back under it. */
  name: string
  label: string
  /**
   * How a message names the field, as Laravel's attribute names do ("nav per unit" where the
   * label says "NAV per unit (£)"). None: the label, lower case.
   */
  attribute?: string
  kind: FieldKind
  required?: boolean
  hint?: string
  /** For select, radio and checkboxes. */
  options?: readonly SelectOption[] | FamilyOptions
  relation?: RelationSource | SearchSource
  maxLength?: number
  /** Selects: the empty choice's words (default "Choose…"); false offers no empty choice. */
  placeholder?: string | false
  /** Text kinds: the browser's autofill hint (default "off"). */
  autoComplete?: string
  /**
   * A text field for a figure kept as typed (a price to 4 decimals, a percentage): the
   * keyboard to offer. The value stays text, so nothing is rounded before the host sees it.
   */
  inputMode?: 'decimal' | 'numeric'
  /** Text areas: the visible lines. */
  rows?: number
  /** Dates: the earliest day the picker offers, as yyyy-mm-dd. */
  min?: string
  /** Only shown (and sent) while this says so, e.g. company fields for a company type. */
  when?: (values: FormValues) => boolean
  /** Spans the form's two columns (long text, rich text, choice groups). */
  wide?: boolean
  /** Files: the accepted types, as the input's accept attribute. */
  accept?: string
  /** Only with this tenant feature on (tax relief with the tax flag). */
  flag?: FlagName
  /**
   * Rich text: the editor's AI rewrite (POST /api/ai/rewrite), to accept or discard. On unless
   * false: SPEC §9's editor has the button wherever staff write.
   */
  aiRewrite?: boolean
}

export interface FormSection {
  title: string
  description?: string
  /** Only with this tenant feature on. */
  flag?: FlagName
  /** Only with this tenant feature off (bank details while staff screens hide them). */
  unlessFlag?: FlagName
  fields: readonly FieldDecl[]
}

/**
 * A record's one form, for create and edit alike. Values start from the record (edit) or from
 * `defaults` (create); the body sent is the values of the visible fields, as typed, unless
 * `toBody` reshapes them (a fixed role, a derived field).
 */
export interface RecordFormConfig<F extends Family> {
  sections: readonly FormSection[]
  defaults?: FormValues
  /** Fields always sent on create that the form does not show (role_id of an investor). */
  fixed?: Record<string, string | number | boolean | null>
  toBody?: (values: FormValues, mode: 'create' | 'edit') => Record<string, unknown>
  /** Creates through another call than POST /api/{family} (an investor is invited). */
  create?: (body: Record<string, unknown> | FormData) => Promise<{ id: number }>
  /** Reads a field's starting value from the record when it is not `record[name]`. */
  fromRecord?: (record: RecordOf<F>) => FormValues
  /**
   * Below the form on the edit page: what is saved on its own rather than with the form (an
   * opportunity's gallery, team and key points need the record to exist).
   */
  EditExtras?: ComponentType<{ record: RecordOf<F>; subject: RecordSubject }>
  /**
   * In the edit page's header: actions on the record for a record whose only page is its edit
   * page (a stage-1 opportunity goes live from there, SPEC §2).
   */
  EditActions?: ComponentType<{ record: RecordOf<F>; subject: RecordSubject }>
}
