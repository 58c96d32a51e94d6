import { useQuery } from '@tanstack/react-query'
import { RadioGroup } from '@/ui'
import { mockStateQuery } from '../api/mock-state'
import type { HostDialect } from '../api/requests'
import { useDialect } from '../hooks/use-dialect'
import { DIALECT_LABELS, DIALECTS } from '../model/dialects'
import { Section } from './section'
import { StyledNote, StyledText } from './section-styles'

const OPTIONS = DIALECTS.map((value) => ({ value, label: DIALECT_LABELS[value] }))

/** Which Laravel the mock host plays: the contract's JSON resources or a stock host. */
export function DialectSection() {
  const state = useQuery(mockStateQuery)
  const change = useDialect()
  // While a change travels the choice shows where it is going.
  const current = change.isPending ? change.variables : (state.data?.dialect ?? null)

  return (
    <Section title="Host">
      <RadioGroup
        legend="Host dialect"
        options={OPTIONS}
        value={current}
        disabled={!state.data}
        onChange={(value) => change.mutate(value as HostDialect)}
      />
      {state.isError ? (
        <StyledText role="alert">The mock host’s state could not be read.</StyledText>
      ) : (
        <StyledNote>
          Stock Laravel answers single records without a data wrapper, flags in their other
          spellings, people with one name and no search filter. A reset goes back to the contract.
        </StyledNote>
      )}
    </Section>
  )
}
