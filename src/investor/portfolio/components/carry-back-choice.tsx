import { failureMessage } from '@/lib/api'
import { previousTaxYear, TAX_RELIEF_RULES } from '@/lib/tax-relief'
import { Checkbox } from '@/ui'
import { useCarryBack } from '../api/tax-queries'
import type { TaxHolding } from '../model/tax-holdings'

/**
 * The investor's carry-back choice for one subscription, saved as soon as it is ticked: the
 * relief then counts in the tax year before the share issue's, against that year's limit.
 * Shares not yet issued have no year to carry back from, so the choice waits for them.
 */
export function CarryBackChoice({
  holding,
  onSaved,
}: {
  holding: TaxHolding
  /** Told once the host has the choice (the tax page says where the subscription went). */
  onSaved?: (holding: TaxHolding) => void
}) {
  const carryBack = useCarryBack()
  if (!holding.issueYear || !TAX_RELIEF_RULES.schemes[holding.scheme].carryBack) return null
  const earlier = previousTaxYear(holding.issueYear).label
  const saving = carryBack.isPending
  return (
    <Checkbox
      label={`Claim in ${earlier} (carry-back)`}
      hint={`Treat this subscription as made in the previous tax year instead of ${holding.issueYear.label}; it then counts against ${earlier}'s limit.`}
      // While saving, the box shows the choice being made; once saved, the list holds it.
      checked={saving ? (carryBack.variables?.carryBack ?? holding.carryBack) : holding.carryBack}
      aria-busy={saving || undefined}
      disabled={saving}
      error={carryBack.isError ? failureMessage(carryBack.error) : null}
      onChange={(e) =>
        carryBack.mutate(
          { id: holding.id, carryBack: e.target.checked },
          { onSuccess: () => onSaved?.(holding) },
        )
      }
    />
  )
}
