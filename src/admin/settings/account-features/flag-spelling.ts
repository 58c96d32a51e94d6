import { FLAG_ALTERNATIVE_SPELLINGS, FLAG_SPELLINGS, type FlagName, type Flags } from '@/lib/flags'
import type { SettingsPatch } from '@/admin/settings/api/save-settings'

const has = (row: Record<string, unknown>, key: string) =>
  row[key] !== undefined && row[key] !== null

/**
 * The column(s) a flag is written under: the spelling the host's row carries. A contract row
 * (both standard spellings) takes the snake column (the host keeps the alias in step); a stock
 * host's row (`market_sounding`) takes its own; a row with neither, the snake column.
 */
export function flagSpellingsFor(row: Record<string, unknown>, name: FlagName): string[] {
  const [snake, camel] = FLAG_SPELLINGS[name]
  if (has(row, snake)) return [snake]
  const carried = [camel, ...FLAG_ALTERNATIVE_SPELLINGS[name]].filter((s) => has(row, s))
  return carried.length > 0 ? carried : [snake]
}

/** The flags that differ from the row's, each under the row's spelling. */
export function flagsPatch(
  row: Record<string, unknown>,
  saved: Flags,
  values: Flags,
): SettingsPatch {
  const patch: SettingsPatch = {}
  for (const name of Object.keys(values) as FlagName[]) {
    if (values[name] === saved[name]) continue
    for (const spelling of flagSpellingsFor(row, name)) patch[spelling] = values[name]
  }
  return patch
}
