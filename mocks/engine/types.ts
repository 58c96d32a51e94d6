import type { Resource } from '../../src/lib/permissions'
import type { FeatureName } from '../host/features'
import type { Row } from '../db/db'
import type { RequestContext, UserRow } from '../http/context'

/** An Eloquent-style relation over foreign-key columns. */
export type RelationDef =
  | {
      kind: 'belongsTo'
      /** Family (or table) of the related rows. */
      related: string
      /** Column on this row holding the related id. */
      foreignKey: string
    }
  | {
      kind: 'hasMany' | 'hasOne'
      related: string
      /** Column on the related rows pointing back at this row's id. */
      foreignKey: string
      /** Optional constraint, e.g. only public documents. */
      where?: (related: Row, parent: Row) => boolean
    }
  | {
      /** Many-to-many through a pivot table (e.g. users <-> organisations via organisation-links). */
      kind: 'belongsToMany'
      related: string
      pivot: string
      /** Pivot column pointing at this row. */
      foreignPivotKey: string
      /** Pivot column pointing at the related row. */
      relatedPivotKey: string
      /** Optional constraint on pivot rows (e.g. only approved links). */
      wherePivot?: (pivot: Row) => boolean
    }
  | {
      /** Polymorphic children: `{morph}_type` holds the parent family, `{morph}_id` its id. */
      kind: 'morphMany'
      related: string
      morph: string
      type: string
    }

/** Where a row's parent is, and what guards rows without one. */
export interface ParentGuard {
  /** Polymorphic `{morph}_type` / `{morph}_id`, or columns naming a family (first set wins). */
  via: { morph: string } | { columns: readonly { family: string; column: string }[] }
  /** The resource guarding a row with no parent (library documents and folders). */
  orphan?: Resource
  /** The parent action a delete needs; default `update` (removing a child edits the parent). */
  deleteAs?: 'update' | 'delete'
  /** Other resources whose `show` also lets staff read every row (an investor's transactions). */
  readBy?: readonly Resource[]
}

export interface Ctx {
  req: RequestContext
  user: UserRow | null
}

/**
 * A resource family served at /api/{family}: a few lines of declaration; the engine gives it
 * index (spatie query-builder semantics, Laravel paginator), show, store, update, destroy
 * and CSV export, with validation, permissions and the investor scope.
 */
export interface ResourceDef<R extends Row = Row> {
  family: string
  /** Table name; defaults to the family. */
  table?: string
  /** Eloquent model name, for "No query results for model [App\\Models\\X] 9". */
  model: string
  /** Columns a client may select with fields[...] (and that export may use). */
  fields: readonly string[]
  /** Columns never serialised (passwords, secrets); a function may hide more per viewer. */
  hidden?: readonly string[] | ((ctx: Ctx) => readonly string[])
  filters?: {
    exact?: readonly string[]
    partial?: readonly string[]
    /** Named scopes: filter[name]=a,b calls fn(row, ['a','b']). */
    scopes?: Record<string, (row: R, values: string[], ctx: Ctx) => boolean>
  }
  sorts?: readonly string[]
  /** spatie defaultSort, e.g. '-created_at'; otherwise by id. */
  defaultSort?: string
  includes?: Record<string, RelationDef>
  /** Computed attributes a client may request with append=. */
  appends?: Record<string, (row: R, ctx: Ctx) => unknown>
  /** ?type= narrows the list (e.g. reports?type=kpi). */
  types?: Record<string, (row: R) => boolean>
  /** Laravel rule strings, e.g. { email: 'required|email|max:255|unique:users,email' }. */
  rules: Record<string, string>
  /** Rules for updates when they differ; otherwise `rules` apply to the fields present. */
  updateRules?: Record<string, string>
  /**
   * Business rules checked after validation, as a FormRequest's after() hook: field messages
   * answer 422 and nothing is written. `row` is the record on update, absent on create.
   */
  refuse?: (input: Record<string, unknown>, ctx: Ctx, row?: R) => Record<string, string[]> | null
  /** Values the host fills on create (defaults, owner, derived columns). */
  defaults?: (input: Record<string, unknown>, ctx: Ctx) => Partial<R> | Record<string, unknown>
  /** Side effects after a write, as the backend's observers and events would do them. */
  /** On update, `before` is the row as it was before the write (to see what changed). */
  afterWrite?: (
    row: R,
    op: 'create' | 'update' | 'delete',
    ctx: Ctx,
    before?: R,
  ) => void | Promise<void>
  /**
   * Other resources whose `index` grant also lets staff read (index, show) this family, as a
   * policy's viewAny/view would: the deal board reads pipelines and their stages for everyone
   * who may list deals, while changing them stays with the family's own resource.
   */
  readers?: readonly Resource[]
  /** Permission resource per record; defaults to familyResource() of src/lib/permissions. */
  permission?: (row: R | null) => Resource | null
  /**
   * The record a row belongs to, for families SPEC §6 gives no resource of their own (notes on
   * an investor, key points of an opportunity, an investor's transactions): staff read a row
   * with `show` on its parent's resource and write it with `update` on it, as a Laravel policy
   * that defers to the parent's would. A family with a null resource must declare one.
   */
  parent?: ParentGuard
  /**
   * What an investor (role 5) may do. Without it investors get 403. `read` filters index and
   * guards show; `create` may force columns (e.g. user_id) on what they store.
   */
  investor?: {
    read?: (row: R, ctx: Ctx) => boolean
    create?: (input: Record<string, unknown>, ctx: Ctx) => Record<string, unknown> | false
    update?: (row: R, ctx: Ctx) => boolean
    delete?: (row: R, ctx: Ctx) => boolean
  }
  /**
   * What keeps a row from a plain delete (409 with the message): an investor with
   * investments. `?force=1` (SPEC §6 delete_unsafe) deletes it anyway, removing the dependants.
   */
  dependants?: (row: R, ctx: Ctx) => { message: string; remove: () => void } | null
  /**
   * What a staff member may change beyond the role table, per row: e.g. only the author edits
   * a note (a Laravel policy's `update`/`delete` on top of the role's permission). Absent: the
   * role table alone decides. Investors go by `investor` instead.
   */
  staff?: {
    /** A new row, as it would be stored (e.g. only who may update its parent adds to it). */
    create?: (row: R, ctx: Ctx) => boolean
    update?: (row: R, ctx: Ctx) => boolean
    delete?: (row: R, ctx: Ctx) => boolean
    /**
     * A row the staff member may update whatever their role, e.g. their own account (user
     * details); called before the input is read, so it may strip columns they may not set.
     */
    own?: (row: R, ctx: Ctx) => boolean
  }
  /** CSV export columns; false disables /export. Default: `fields`. */
  export?: readonly string[] | false
  /**
   * Columns that only a dedicated action changes (mark paid, cash call, categorise), keyed by
   * column, naming the route that does: a plain update by staff that sends one is refused with
   * Laravel's `prohibited` answer, so the action's own checks and side effects cannot be skipped.
   */
  dedicated?: Record<string, string>
  /** The tenant feature whose flag must be on for any write (403 naming it otherwise). */
  feature?: FeatureName
  /** Which verbs are served; default all. */
  only?: readonly ('index' | 'show' | 'store' | 'update' | 'destroy' | 'export')[]
}

export function defineResource<R extends Row = Row>(def: ResourceDef<R>): ResourceDef<R> {
  return def
}
