import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Button, SelectField } from '@/ui'
import { mockStateQuery } from '../api/mock-state'
import type { SeedSize } from '../api/requests'
import { useResetData } from '../hooks/use-reset-data'
import { Section } from './section'
import { StyledActions, StyledConfirm, StyledText } from './section-styles'

const SEED_NAMES: Record<SeedSize, string> = { normal: 'Normal', large: 'Large' }

/** Reseed the mock data (normal or large), after a confirm step. */
export function DataSection() {
  const state = useQuery(mockStateQuery)
  const reset = useResetData()
  const [seed, setSeed] = useState<SeedSize | ''>('')
  const [confirming, setConfirming] = useState(false)
  const cancelRef = useRef<HTMLButtonElement>(null)
  const askRef = useRef<HTMLButtonElement>(null)
  const current = state.data?.seed
  const chosen = seed || current

  const wasConfirming = useRef(false)
  // The button that asked is replaced by the question, so focus follows it (and comes back).
  useEffect(() => {
    if (confirming) cancelRef.current?.focus()
    else if (wasConfirming.current) askRef.current?.focus()
    wasConfirming.current = confirming
  }, [confirming])

  const close = () => setConfirming(false)

  const options = [
    { value: '', label: current ? `Same as now (${SEED_NAMES[current]})` : 'Same as now' },
    { value: 'normal', label: 'Normal' },
    { value: 'large', label: 'Large (10,000+ investors; takes a minute or more)' },
  ]

  return (
    <Section title="Data">
      <SelectField
        label="Data set"
        options={options}
        value={seed}
        onChange={(event) => setSeed(event.target.value as SeedSize | '')}
      />
      {confirming ? (
        <StyledConfirm role="group" aria-label="Confirm reset">
          <StyledText>
            Reset to the {chosen ? SEED_NAMES[chosen].toLowerCase() : 'current'} data set? Every
            change made in mock mode is lost and everyone is signed out.
          </StyledText>
          <StyledActions>
            <Button ref={cancelRef} variant="secondary" size="sm" onClick={close}>
              Cancel
            </Button>
            <Button
              variant="danger"
              size="sm"
              loading={reset.isPending}
              loadingText="Resetting"
              onClick={() => reset.mutate(seed || undefined, { onSettled: close })}
            >
              Reset now
            </Button>
          </StyledActions>
        </StyledConfirm>
      ) : (
        <StyledActions>
          <Button ref={askRef} variant="secondary" onClick={() => setConfirming(true)}>
            Reset data
          </Button>
        </StyledActions>
      )}
    </Section>
  )
}
