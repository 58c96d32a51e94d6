/** The tabs records of every admin section share, each one module over the record's subject. */
export { TABS, recordTab } from './tabs'
export type { AnyRecordTab } from './tabs'
