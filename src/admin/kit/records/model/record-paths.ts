import type { AnyRecordConfig } from './record-config'

/** Where a record's pages sit: `${listPath}/{id}` and its tabs and edit page beneath. */
export const recordPath = (config: Pick<AnyRecordConfig, 'listPath'>, id: number | string) =>
  `${config.listPath}/${encodeURIComponent(String(id))}`

export const tabPath = (
  config: Pick<AnyRecordConfig, 'listPath'>,
  id: number | string,
  segment: string,
) => `${recordPath(config, id)}/${segment}`

export const editPath = (config: Pick<AnyRecordConfig, 'listPath'>, id: number | string) =>
  `${recordPath(config, id)}/edit`
