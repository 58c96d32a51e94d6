const LOG_LIMIT = 4096

/**
 * A table's version, which changes on every write (query caches key on it), and the ids written
 * since a version, so ordered indexes catch up instead of rebuilding.
 */
export class WriteLog {
  #log: { version: number; id: number }[] = []
  /** The log holds every write made after this version. */
  #logFrom = 0
  version = 0

  /** Ids of the rows written since `version` (oldest first), or null if the log is shorter. */
  since(version: number): number[] | null {
    if (version < this.#logFrom || version > this.version) return null
    let i = this.#log.length
    while (i > 0 && this.#log[i - 1].version > version) i--
    return this.#log.slice(i).map((e) => e.id)
  }

  written(id: number) {
    this.version++
    this.#log.push({ version: this.version, id })
    if (this.#log.length > LOG_LIMIT) {
      const dropped = this.#log.splice(0, LOG_LIMIT / 2)
      this.#logFrom = dropped[dropped.length - 1].version
    }
  }

  /** Every row may have changed: the version moves and ordered indexes rebuild. */
  rebuilt() {
    this.version++
    this.#log = []
    this.#logFrom = this.version
  }
}
