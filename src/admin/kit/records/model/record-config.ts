import type { ReactNode } from 'react'
import type { ListQuery } from '@/lib/api'
import type { Resource } from '@/lib/permissions'
import type { Family, RecordOf, RecordSubject, SubjectFamily } from '@/lib/resources'
import type { StatusTone } from '@/ui'
import type { AttributeEntity } from '../attributes/attribute-fields'
import type { FormValues, RecordFormConfig } from './form-config'

/** What every tab, and the header's extra actions, receive: the loaded record and its subject. */
export interface RecordTabProps<R = AnyRecord> {
  record: R
  /** The record as the parent of its notes, documents, tasks…; null if it owns none. */
  subject: RecordSubject
}

export type AnyRecord = { id: number } & Record<string, unknown>

/**
 * A tab, header action or panel of one family's record. Declared as a method, whose parameter
 * TypeScript compares both ways: a deal's tab, typed by the deal record, then fits the one list
 * of every family's records that the shared pages read as AnyRecord (no cast per declaration).
 */
export type RecordView<R> = { render(props: RecordTabProps<R>): ReactNode }['render']

export interface RecordTab<R> {
  /** The route segment of SPEC §2 ('details', 'documents', 'notes-calls-tasks', …). */
  segment: string
  label: string
  Component: RecordView<R>
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
interface RecordDeclaration<F extends Family, R> {
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
  title(record: R): string
  /** A line under the title (an email, a reference). */
  subtitle?(record: R): ReactNode
  status?(record: R): { label: string; tone: StatusTone } | null
  figures?(record: R): RecordFigure[]
  /** In SPEC §2's order; the first one the role may open is where the record opens. */
  tabs: readonly RecordTab<R>[]
  /** Extra header buttons (convert to investor, approve, …), before Edit and Delete. */
  Actions?: RecordView<R>
  /** A band of status controls under the header (an investor's KYC, lead status, test). */
  Panel?: RecordView<R>
  /**
   * Whether a record the host returns is one of these (a staff account is a `users` row too,
   * but no investor): one that is not shows the not-found state.
   */
  accept?(record: R): boolean
  form?: RecordForm<R>
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
  redirect?(record: R, tab: string): string | null
}

/**
 * The record's form (RecordFormConfig), its callbacks and components on the record taking R in
 * the same both-ways way as the tabs, so any family's form fits the shared form pages.
 */
export interface RecordForm<R> extends Omit<
  RecordFormConfig<Family>,
  'fromRecord' | 'EditExtras' | 'EditActions'
> {
  fromRecord?(record: R): FormValues
  EditExtras?: RecordView<R>
  EditActions?: RecordView<R>
}

/** One family's record, its callbacks typed by that family's record. */
export type RecordConfig<F extends Family = Family> = RecordDeclaration<F, RecordOf<F>>

/** A record of any family, as the shared pages (and a section's list of records) see it. */
export type AnyRecordConfig = RecordDeclaration<Family, AnyRecord>

/** Keeps each record's callbacks typed by its family's record; any family's fits a section. */
export const defineRecord = <F extends Family>(record: RecordConfig<F>): RecordConfig<F> => record
