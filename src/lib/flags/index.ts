export {
  FLAG_ALTERNATIVE_SPELLINGS,
  FLAG_NAMES,
  FLAG_SPELLINGS,
  flagsFrom,
} from '@/lib/settings/flag-names'
export type { FlagName, Flags } from '@/lib/settings/flag-names'
export { NO_FLAGS, useFlags } from './use-flags'
