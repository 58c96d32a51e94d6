import { useQuery } from '@tanstack/react-query'
import { Checkbox } from '@/ui'
import { mockStateQuery } from '../api/mock-state'
import { useSimulation, type Simulation } from '../hooks/use-simulation'
import { SLOW_NETWORK_MS, outageOn, slowOn } from '../model/simulation'
import { Section } from './section'
import { StyledList, StyledNote, StyledText } from './section-styles'

const SWITCHES: { kind: Simulation; label: string; hint: string }[] = [
  {
    kind: 'maintenance',
    label: 'Maintenance',
    hint: 'Every API call answers 503; the app shows its maintenance page.',
  },
  {
    kind: 'outage',
    label: 'Outage (503)',
    hint: 'Every /api call fails with 503. Turning it off clears every simulated fault.',
  },
  {
    kind: 'slow',
    label: 'Slow network',
    hint: `Every API answer waits ${SLOW_NETWORK_MS / 1000} s.`,
  },
]

/** Maintenance, outage and slowness, as the host reports them now. */
export function SimulateSection() {
  const state = useQuery(mockStateQuery)
  const simulation = useSimulation()
  const pending = simulation.isPending ? simulation.variables : undefined
  const current: Record<Simulation, boolean> = {
    maintenance: Boolean(state.data?.maintenance),
    outage: outageOn(state.data),
    slow: slowOn(state.data),
  }

  return (
    <Section title="Simulate" group>
      <StyledList>
        {SWITCHES.map(({ kind, label, hint }) => (
          <Checkbox
            key={kind}
            label={label}
            hint={hint}
            // While a change travels the switch shows where it is going.
            checked={pending?.kind === kind ? pending.on : current[kind]}
            disabled={!state.data}
            onChange={(event) => simulation.mutate({ kind, on: event.target.checked })}
          />
        ))}
      </StyledList>
      {state.isError ? (
        <StyledText role="alert">The mock host’s state could not be read.</StyledText>
      ) : (
        <StyledNote>These controls keep working while the site is down.</StyledNote>
      )}
    </Section>
  )
}
