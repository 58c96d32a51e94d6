import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { resourceKeys } from '@/lib/resources'
import { sessionKeys } from '@/lib/session'
import { useFormSubmit } from '@/ui'
import { applyToOrganisation, registerOrganisation } from '../api/profile-requests'
import { linkInput, organisationInput, type ApplyValues } from '../model/apply-values'
import type { Organisation } from '../model/profile-records'

/**
 * Registers the organisation (pending) and applies to join it, as the contract asks: two
 * requests. Field errors of either land on their fields (their names do not overlap). If the
 * organisation was registered but the application failed, a retry only sends the application.
 */
export function useApplyOrganisation(onApplied: (organisation: Organisation) => void) {
  const queryClient = useQueryClient()
  const registered = useRef<Organisation | null>(null)
  const [pendingOrganisation, setPendingOrganisation] = useState<Organisation | null>(null)

  const submission = useFormSubmit(
    async (values: ApplyValues) => {
      if (!registered.current) {
        registered.current = await registerOrganisation(organisationInput(values))
        setPendingOrganisation(registered.current)
      }
      await applyToOrganisation(linkInput(values, registered.current.id))
      return registered.current
    },
    {
      onSuccess: async (organisation) => {
        // The navigation and the new pages come from the session's user: refresh it first.
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: sessionKeys.user() }),
          queryClient.invalidateQueries({ queryKey: resourceKeys('organisations').all }),
          queryClient.invalidateQueries({ queryKey: resourceKeys('organisation-links').all }),
        ])
        onApplied(organisation)
      },
    },
  )
  return { ...submission, pendingOrganisation }
}
