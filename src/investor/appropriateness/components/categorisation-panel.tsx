import { useState } from 'react'
import { INVESTOR_ROLE } from '@/lib/permissions'
import { useCurrentUser } from '@/lib/session'
import { Card, LoadingState } from '@/ui'
import { CategorisationForm } from './categorisation-form'
import { ConfirmedCategory } from './confirmed-category'
import { StyledLead } from './panel-styles'

const TITLE = 'Your investor category'

/**
 * Profile slug `investor-type`: the FCA investor categorisation (restricted, high net worth,
 * sophisticated). Shows the confirmed category with the option to change it, or the form.
 */
export function CategorisationPanel() {
  const { status, user } = useCurrentUser()
  const [editing, setEditing] = useState(false)
  const [justConfirmed, setJustConfirmed] = useState(false)
  if (status === 'pending')
    return (
      <Card title={TITLE}>
        <LoadingState label="Loading your investor category…" />
      </Card>
    )
  if (!user || user.role_id !== INVESTOR_ROLE)
    return (
      <Card title={TITLE}>
        <StyledLead>Investor categorisation is for investors only.</StyledLead>
      </Card>
    )
  const confirmed = user.investor_category_id != null && !!user.category_confirmed_at
  if (confirmed && !editing)
    return (
      <ConfirmedCategory
        user={user}
        justConfirmed={justConfirmed}
        onChange={() => {
          setJustConfirmed(false)
          setEditing(true)
        }}
      />
    )
  return (
    <Card title={TITLE}>
      <StyledLead>
        Before you can invest, UK rules ask you to tell us which type of investor you are and to
        confirm the statement for that category.
      </StyledLead>
      <CategorisationForm
        user={user}
        onCancel={confirmed ? () => setEditing(false) : undefined}
        onConfirmed={() => {
          setJustConfirmed(true)
          setEditing(false)
        }}
      />
    </Card>
  )
}
