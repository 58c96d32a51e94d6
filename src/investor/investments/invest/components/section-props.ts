import type { InvestField, InvestSetup, InvestValues } from '../model/invest-form'

/** What every section of the invest form gets: the values, the setup and the errors. */
export interface SectionProps {
  setup: InvestSetup
  values: InvestValues
  errorFor: (field: InvestField) => string | undefined
  /** Changes values and clears the stale error of the field edited. */
  change: (patch: Partial<InvestValues>, field: InvestField) => void
}
