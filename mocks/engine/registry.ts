import type { ResourceDef } from './types'
import type { Row } from '../db/db'

/** All declared families, looked up by family (URL) or by table, for nested includes. */
export class Registry {
  #byFamily = new Map<string, ResourceDef>()
  #byTable = new Map<string, ResourceDef>()

  constructor(defs: readonly ResourceDef<Row>[]) {
    for (const d of defs) {
      if (this.#byFamily.has(d.family)) throw new Error(`Family ${d.family} is declared twice`)
      this.#byFamily.set(d.family, d)
      this.#byTable.set(tableOf(d), d)
    }
  }

  family(name: string): ResourceDef | undefined {
    return this.#byFamily.get(name)
  }

  forTable(table: string): ResourceDef | undefined {
    return this.#byTable.get(table) ?? this.#byFamily.get(table)
  }

  all(): ResourceDef[] {
    return [...this.#byFamily.values()]
  }
}

export const tableOf = (def: ResourceDef) => def.table ?? def.family
