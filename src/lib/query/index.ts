export { createQueryClient, STALE_TIME_MS } from './client'
export { withTimeout } from './timeout-guard'
export { readsTogether } from './reads-together'
