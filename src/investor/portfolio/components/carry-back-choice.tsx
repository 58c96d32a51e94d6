import { useState } from 'react'
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
  // The choice being saved, from the click on: the mutation says it is pending only a task
  // later, and the box would show the old choice in between (a click read back at once, as
  // assistive technology and test drivers do, met an unticked box). Once saved, the list holds it.
  const [choosing, setChoosing] = useState<boolean | null>(null)
  if (!holding.issueYear || !TAX_RELIEF_RULES.schemes[holding.scheme].carryBack) return null
  const earlier = previousTaxYear(holding.issueYear).label
  const saving = choosing !== null
  return (
    <Checkbox
      label={`Claim in ${earlier} (carry-back)`}
      hint={`Treat this subscription as made in the previous tax year instead of ${holding.issueYear.label}; it then counts against ${earlier}'s limit.`}
      checked={choosing ?? holding.carryBack}
      aria-busy={saving || undefined}
      disabled={saving}
      error={carryBack.isError ? failureMessage(carryBack.error) : null}
      onChange={(e) => {
        setChoosing(e.target.checked)
        carryBack.mutate(
          { id: holding.id, carryBack: e.target.checked },
          { onSuccess: () => onSaved?.(holding), onSettled: () => setChoosing(null) },
        )
      }}
    />
  )
}
