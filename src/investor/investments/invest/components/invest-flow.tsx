import { useCallback, useEffect, useState } from 'react'
import { toFormError } from '@/lib/api'
import { usePlaceInvestment, type PlacementResult } from '../hooks/use-place-investment'
import {
  emptyValues,
  investProblems,
  type InvestField,
  type InvestSetup,
  type InvestValues,
} from '../model/invest-form'
import { InvestDetails } from './invest-details'
import { InvestReview } from './invest-review'
import type { InvestStep } from './invest-steps'

export interface InvestFlowProps {
  setup: InvestSetup
  onStep: (step: InvestStep) => void
  onDone: (result: PlacementResult) => void
}

/**
 * The details and review steps. The values live here, above both steps, so going back to edit
 * or a failed confirmation keeps everything typed; a 422 returns to the details with each
 * message on its field.
 */
export function InvestFlow({ setup, onStep, onDone }: InvestFlowProps) {
  const [phase, setPhase] = useState<'details' | 'review'>('details')
  const [values, setValues] = useState<InvestValues>(() => emptyValues(setup))
  const [problems, setProblems] = useState<Partial<Record<InvestField, string>>>({})
  const [checks, setChecks] = useState(0)
  const placement = usePlaceInvestment(setup, {
    onSuccess: onDone,
    onError: (error) => {
      if (Object.keys(toFormError(error).fieldErrors).length > 0) setPhase('details')
    },
  })
  const { clearFieldError } = placement

  useEffect(() => onStep(phase), [phase, onStep])

  const change = useCallback(
    (patch: Partial<InvestValues>, field: InvestField) => {
      setValues((v) => ({ ...v, ...patch }))
      setProblems((p) => (field in p ? { ...p, [field]: undefined } : p))
      clearFieldError(field)
    },
    [clearFieldError],
  )

  const review = () => {
    const found = investProblems(values, setup)
    setProblems(found)
    if (Object.keys(found).length > 0) setChecks((n) => n + 1)
    else setPhase('review')
  }

  if (phase === 'review') {
    return (
      <InvestReview
        setup={setup}
        values={values}
        submission={{
          isSubmitting: placement.isSubmitting,
          formError: placement.formError,
          fieldErrors: {},
          failures: 0,
        }}
        onEdit={() => setPhase('details')}
        onConfirm={() => void placement.submit(values)}
      />
    )
  }

  const fieldErrors: Record<string, string> = { ...placement.fieldErrors }
  for (const [field, message] of Object.entries(problems)) if (message) fieldErrors[field] = message
  return (
    <InvestDetails
      setup={setup}
      values={values}
      change={change}
      errorFor={(field) => fieldErrors[field]}
      onReview={review}
      submission={{
        isSubmitting: false,
        formError: placement.formError,
        fieldErrors,
        failures: placement.failures + checks,
      }}
    />
  )
}
