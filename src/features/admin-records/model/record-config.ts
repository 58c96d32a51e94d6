import type { ComponentType, ReactNode } from 'react'
import type { ListQuery } from '@/lib/api'
import type { Resource } from '@/lib/permissions'
import type { Family, RecordOf, RecordSubject, SubjectFamily } from '@/lib/resources'
import type { StatusTone } from '@/ui'
import type { AttributeEntity } from '../attributes/attribute-fields'
import type { RecordFormConfig } from './form-config'

/** What every tab, and the header's extra actions, receive: the loaded record and its subject. */
export interface RecordTabProps<R = AnyRecord> {
  record: R
  /** The record as the parent of its notes, documents, tasks…; null if it owns none. */
  subject: RecordSubject
}

export type AnyRecord = { id: number } & Record<string, unknown>

export interface RecordTab<R> {
  /** The route segment of SPEC §2 ('details', 'documents', 'notes-calls-tasks', …). */
  segment: string
  label: string
  Component: ComponentType<RecordTabProps<R>>
}

export interface RecordFigure {
  label: string
  value: ReactNode
}

/**
 * One admin record, declared: the family it reads, where its pages sit, its header, its tabs
 * and its form. The pages (details with tabs, create, edit, delete) are the same for every
 * record; which tabs a role sees, and whether it may edit or delete, comes from the route rules
 * and the role table (lib/navigation, lib/permissions), never from the declaration.
 */
export interface RecordConfig<F extends Family = Family> {
  family: F
  /** The list's absolute path (ADMIN_PATHS); the record lives at `${listPath}/{id}`. */
  listPath: string
  /** The list's name for the back link ("Back to Investors"). */
  listLabel: string
  /** Singular, lower case: "investor" in "Delete investor", "New investor", "Investor not found". */
  noun: string
  /** The permission resource of SPEC §6 that guards the record (delete, delete_unsafe). */
  resource: Resource
  /** Includes asked with the record (every tab and the header read this one query). */
  query?: ListQuery
  title: (record: RecordOf<F>) => string
  /** A line under the title (an email, a reference). */
  subtitle?: (record: RecordOf<F>) => ReactNode
  status?: (record: RecordOf<F>) => { label: string; tone: StatusTone } | null
  figures?: (record: RecordOf<F>) => RecordFigure[]
  /** In SPEC §2's order; the first one the role may open is where the record opens. */
  tabs: readonly RecordTab<RecordOf<F>>[]
  /** Extra header buttons (convert to investor, approve, …), before Edit and Delete. */
  Actions?: ComponentType<RecordTabProps<RecordOf<F>>>
  /** A band of status controls under the header (an investor's KYC, lead status, test). */
  Panel?: ComponentType<RecordTabProps<RecordOf<F>>>
  /**
   * Whether a record the host returns is one of these (a staff account is a `users` row too,
   * but no investor): one that is not shows the not-found state.
   */
  accept?: (record: RecordOf<F>) => boolean
  form?: RecordFormConfig<F>
  /**
   * The entity whose custom attributes (settings: attributes, `form` null) the record carries:
   * its form grows an "Additional details" section, one field per attribute, saved with the
   * record through PUT /api/attribute-values.
   */
  attributes?: AttributeEntity
  /** The canonical create page (ADMIN_PATHS), when the record can be created. */
  createPath?: string
  /** Other addresses of the create page SPEC §2 can be read to give (route-rules.ts). */
  createAliases?: readonly string[]
  /** The family its children name as their parent (`*_type`); defaults to `family`. */
  subjectType?: SubjectFamily
  /** False: no delete action at all (an application is reviewed, not deleted). */
  deletable?: boolean
  /**
   * Where the record lives when it is not here (an opportunity that reached stage 5 is an
   * existing investment): its record page sends the visitor there instead, whatever address
   * was typed. `tab` is the tab segment the address named ('' for none), so the redirect can
   * keep it where the other page has it.
   */
  redirect?: (record: RecordOf<F>, tab: string) => string | null
}

/** Keeps each record's callbacks typed by its family's record while records live in one list. */
export const defineRecord = <F extends Family>(record: RecordConfig<F>): RecordConfig<F> => record

/** A record of any family, as the shared pages see it. */
export type AnyRecordConfig = RecordConfig<Family>
