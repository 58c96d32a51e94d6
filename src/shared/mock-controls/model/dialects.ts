import type { HostDialect } from '../api/requests'

export const DIALECT_LABELS: Record<HostDialect, string> = {
  contract: 'Contract (JSON resources)',
  stock: 'Stock Laravel (bare models)',
}

export const DIALECTS = Object.keys(DIALECT_LABELS) as HostDialect[]
