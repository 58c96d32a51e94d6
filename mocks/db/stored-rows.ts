import type { Row } from './row-schema'
import type { Table } from './table'

/**
 * Thrown when a table handed to `loadWhenAsked` is used before it has been read from storage:
 * the in-browser host's request handler reads it (`Table.read`) and serves the request again.
 */
export class TableNotRead extends Error {
  constructor(readonly table: Table) {
    super(`the ${table.name} table is not read from storage yet`)
  }
}

/** Rows a table was handed but has not read from storage yet (`loadLater`, `loadWhenAsked`). */
export class StoredRows {
  /** Stored rows not even decoded yet (see `loadLater`): read on the table's first use. */
  pending: (() => readonly Row[]) | null = null
  /** Rows still in storage (see `loadWhenAsked`): using the table throws TableNotRead. */
  unread: (() => Promise<() => readonly Row[]>) | null = null
  #reading: Promise<void> | null = null

  forget() {
    this.pending = null
    this.unread = null
  }

  /** Fetch the unread rows, once; `fetched` gets their decoder. */
  read(fetched: (decoder: () => readonly Row[]) => void): Promise<void> {
    const fetch = this.unread
    if (!fetch) return Promise.resolve()
    this.#reading ??= fetch()
      .then((decoder) => {
        // A clear or a new load meanwhile wins over what storage held.
        if (this.unread === fetch) fetched(decoder)
      })
      .finally(() => (this.#reading = null))
    return this.#reading
  }

  /** The decoder handed to `loadLater`, taken once. */
  take() {
    const read = this.pending
    this.pending = null
    return read
  }
}
