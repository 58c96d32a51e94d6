import type { InvestBlockKind } from '@/lib/investments'

/**
 * What stands between an investor and investing (SPEC §4): terms, categorisation, the
 * appropriateness test (pending, cooling down, no attempts left). The opportunity page's call
 * to invest, the invest flow and the overview's "needs your attention" all read this one model.
 */
export type EligibilityBlockKind = InvestBlockKind

export interface EligibilityBlock {
  kind: EligibilityBlockKind
  /** The sentence the investor reads (SPEC §8 texts where the spec has one). */
  message: string
  /** Where the investor resolves it, when they can. */
  action?: { label: string; to: string }
}

export interface Eligibility {
  status: 'loading' | 'eligible' | 'blocked'
  /** In the order an investor should resolve them; empty when eligible. */
  blocks: EligibilityBlock[]
}
