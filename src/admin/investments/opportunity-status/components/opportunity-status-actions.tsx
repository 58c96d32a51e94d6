import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { opportunityPath } from '@/lib/navigation'
import { can, familyResource } from '@/lib/permissions'
import { resourceKeys } from '@/lib/resources'
import { useCurrentUser } from '@/lib/session'
import { useToast } from '@/ui'
import { ActionDialog, type RecordTabProps } from '@/admin/kit/records'
import { setOpportunityStatus, type Opportunity } from '../api/requests'
import { statusMoves, statusName, type StatusMove } from '../model/status-moves'
import { CloneOpportunity } from './clone-opportunity'
import { StatusMenu } from './status-menu'

/**
 * The opportunity's header actions: "Change status" (roles that may update it) with the moves
 * that make sense from its status, each confirmed in words saying what investors will see,
 * and "Clone" (roles that may create live opportunities).
 */
export function OpportunityStatusActions({ record }: RecordTabProps<Opportunity>) {
  const { user } = useCurrentUser()
  const role = user?.role_id
  const mayUpdate = can(
    role,
    familyResource('investment-opportunities', { stage: record.stage }),
    'update',
  )
  const mayClone = can(role, 'investment_opportunity_live', 'create')
  const moves = mayUpdate ? statusMoves(record.status, record.name) : []
  return (
    <>
      {moves.length > 0 ? <ChangeStatus record={record} moves={moves} /> : null}
      {mayClone ? <CloneOpportunity record={record} /> : null}
    </>
  )
}

function ChangeStatus({ record, moves }: { record: Opportunity; moves: StatusMove[] }) {
  const [chosen, setChosen] = useState<StatusMove | null>(null)
  const toast = useToast()
  const navigate = useNavigate()
  const client = useQueryClient()
  const mutation = useMutation({
    mutationFn: (move: StatusMove) => setOpportunityStatus(record.id, move.to),
    onSuccess: async (updated, move) => {
      setChosen(null)
      toast.success(move.done)
      const from = opportunityPath(record.id, record.stage)
      const to = opportunityPath(record.id, updated.stage ?? record.stage)
      // Read again before moving: the record's pages decide where it lives from what they
      // hold, and the old stage would send it straight back (SPEC §2's stage routing).
      const refreshed = client.invalidateQueries({
        queryKey: resourceKeys('investment-opportunities').all,
      })
      // A new stage may live on another screen (SPEC §2): follow the record there.
      if (to !== from) navigate(to)
      await refreshed
    },
  })

  return (
    <>
      <StatusMenu
        moves={moves}
        onPick={(move) => {
          mutation.reset()
          setChosen(move)
        }}
      />
      <ActionDialog
        open={chosen !== null}
        onClose={() => setChosen(null)}
        title={chosen?.title ?? ''}
        description={`Now ${statusName(record.status)}. ${chosen?.consequence ?? ''}`}
        actionLabel={chosen?.confirm}
        busyLabel="Saving…"
        mutation={mutation}
        onAction={() => {
          if (chosen) mutation.mutate(chosen)
        }}
      />
    </>
  )
}
