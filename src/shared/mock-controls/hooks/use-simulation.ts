import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useToast } from '@/ui'
import { addFault, clearFaults, setLatency, setMaintenance } from '../api/requests'
import { mockControlsKeys } from '../api/mock-state'
import { OUTAGE_FAULT, SLOW_NETWORK_MS } from '../model/simulation'
import { errorText } from '../model/error-text'

export type Simulation = 'maintenance' | 'outage' | 'slow'

export interface SimulationChange {
  kind: Simulation
  on: boolean
}

const LABELS: Record<Simulation, string> = {
  maintenance: 'Maintenance',
  outage: 'Outage',
  slow: 'Slow network',
}

function apply({ kind, on }: SimulationChange): Promise<void> {
  if (kind === 'maintenance') return setMaintenance(on)
  if (kind === 'slow') return setLatency(on ? SLOW_NETWORK_MS : 0)
  return on ? addFault(OUTAGE_FAULT) : clearFaults()
}

/**
 * Turns a simulation on or off. Maintenance and outages change every answer, so everything
 * cached is refetched: the app then sees the site go down (and moves to /maintenance) or come
 * back at once instead of on its next request.
 */
export function useSimulation() {
  const client = useQueryClient()
  const toast = useToast()
  return useMutation({
    mutationFn: apply,
    onSuccess: (_data, { kind, on }) => {
      toast.success(`${LABELS[kind]} ${on ? 'on' : 'off'}.`)
    },
    onError: (err, { kind }) => {
      toast.error(`${LABELS[kind]} was not changed: ${errorText(err)}`)
    },
    onSettled: (_data, _err, { kind }) => {
      if (kind !== 'slow')
        void client.invalidateQueries({
          predicate: (q) => q.queryKey[0] !== mockControlsKeys.all[0],
        })
      // Only the panel's own state is waited for, so its switches settle on the host's answer.
      return client.invalidateQueries({ queryKey: mockControlsKeys.all })
    },
  })
}
