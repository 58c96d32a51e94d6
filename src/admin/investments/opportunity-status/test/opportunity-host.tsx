import { useQuery } from '@tanstack/react-query'
import { opportunityPath } from '@/lib/navigation'
import { recordQuery } from '@/lib/resources'
import { renderScreen } from '@/test/render-routes'
import { OpportunityInvitations } from '../components/opportunity-invitations'
import { OpportunityStatusActions } from '../components/opportunity-status-actions'

/** Stands in for the record page: loads the opportunity and mounts the header actions. */
function Header({ id }: { id: number }) {
  const record = useQuery(recordQuery('investment-opportunities', id))
  if (!record.data) return <p>Loading opportunity</p>
  return (
    <header>
      <h1>{record.data.name}</h1>
      <p>Status {record.data.status}</p>
      <OpportunityStatusActions
        record={record.data}
        subject={{ type: 'investment-opportunities', id }}
      />
    </header>
  )
}

function Invitations({ id }: { id: number }) {
  const record = useQuery(recordQuery('investment-opportunities', id))
  if (!record.data) return <p>Loading opportunity</p>
  return (
    <OpportunityInvitations
      record={record.data}
      subject={{ type: 'investment-opportunities', id }}
    />
  )
}

/** The header at the screen the opportunity's stage opens (other addresses show "Page at"). */
export const renderHeader = (id: number, stage: number) =>
  renderScreen(opportunityPath(id, stage), <Header id={id} />)

export const renderInvitations = (id: number) =>
  renderScreen(`/admin/investments/opportunities/${id}/invitations`, <Invitations id={id} />, {
    path: '/admin/investments/opportunities/:id/invitations',
  })
