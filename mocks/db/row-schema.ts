import type { StandardSchemaV1 } from '@standard-schema/spec'

/** A stored row: Eloquent-like, an integer key plus columns (foreign keys included). */
export type Row = { id: number; [column: string]: unknown }

export type ChangeOp = 'insert' | 'update' | 'delete'
export interface Change {
  table: string
  op: ChangeOp
  row: Row
}
export type Listener = (change: Change) => void

/**
 * The rows are shaped by the contract (openapi/) and the resource declarations, so the
 * collection's Standard Schema only asserts "an object with an integer id".
 */
export const rowSchema: StandardSchemaV1<Row> = {
  '~standard': {
    version: 1,
    vendor: 'mock-host',
    validate: (value) =>
      typeof value === 'object' && value !== null && Number.isInteger((value as Row).id)
        ? { value: value as Row }
        : { issues: [{ message: 'A row needs an integer id' }] },
  },
}
