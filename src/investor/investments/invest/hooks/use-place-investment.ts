import { useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { recordQuery, resourceKeys } from '@/lib/resources'
import { useFormSubmit, type FormSubmitOptions } from '@/ui'
import { placeInvestment, savePreEmptionChoice, type Investment } from '../api/place-investment'
import { declines, type InvestSetup, type InvestValues } from '../model/invest-form'
import { endpointFor, placementBody } from '../model/placement'
import { existingChoice, type PreEmptionChoice } from '../model/pre-emption'

export type PlacementResult = { kind: 'reserved'; investment: Investment } | { kind: 'declined' }

/**
 * The investor's headline figures (overview, portfolio) are keyed under `investments`; other
 * dashboard figures sit under `stats` (admin-shell's statsKeys). Both are refreshed.
 */
const STATS_KEY = ['stats'] as const

/**
 * Confirms the investment: the pre-emption answer first (when the holder has an option), so
 * the host knows the take-up it exercises, then the reservation on the route that fits.
 * SPEC §5 behaviour (422 on fields, message otherwise, double submit ignored) comes from
 * useFormSubmit; afterwards every list that shows investments or totals is refreshed.
 */
export function usePlaceInvestment(
  setup: InvestSetup,
  options: FormSubmitOptions<InvestValues, PlacementResult> = {},
) {
  const client = useQueryClient()
  // The answer saved by an earlier attempt whose reservation then failed: update, not repeat.
  const saved = useRef<PreEmptionChoice | null>(null)
  // Once placed, a late second click (the page is about to show the result) places nothing.
  const placed = useRef<PlacementResult | null>(null)

  return useFormSubmit<InvestValues, PlacementResult>(
    async (values) => {
      if (placed.current) return placed.current
      const { option } = setup
      const declined = declines(values, setup)
      if (option && values.preEmptionChoice !== null) {
        saved.current = await savePreEmptionChoice(
          option.id,
          saved.current ?? existingChoice(option),
          { choice: values.preEmptionChoice, amount: declined ? null : values.amount },
        )
      }
      if (declined) return (placed.current = { kind: 'declined' })
      const investment = await placeInvestment(endpointFor(setup), placementBody(setup, values))
      client.setQueryData(recordQuery('investments', investment.id).queryKey, investment)
      return (placed.current = { kind: 'reserved', investment })
    },
    {
      ...options,
      onSuccess: (result, values) => {
        for (const key of [
          resourceKeys('investments').all,
          resourceKeys('investment-opportunities').all,
          resourceKeys('pre-emption-options').all,
          resourceKeys('pre-emption-choices').all,
          resourceKeys('intents').all,
          STATS_KEY,
        ]) {
          void client.invalidateQueries({ queryKey: key })
        }
        options.onSuccess?.(result, values)
      },
    },
  )
}
