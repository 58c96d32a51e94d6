import { formatDate } from '@/lib/format'
import { Card, PendingStates, StatusBadge, VisuallyHidden } from '@/ui'
import { investmentMethodQuery } from '../api/profile-queries'
import { StyledFacts, StyledLead, StyledTextLink } from '../components/profile-styles'
import { useOwnRecord } from '../hooks/use-own-record'
import { METHOD_STATUS, METHOD_TYPES, statusLabel, labelOf } from '../model/labels'
import type { ProfileMethod } from '../model/profile-records'
import { profilePath } from '../model/profile-slug'

const yourPart = ({ isHolder, isLead }: ProfileMethod) =>
  isHolder && isLead
    ? 'You hold it and act for it'
    : isHolder
      ? 'You hold it'
      : 'You act for it (lead)'

/** Profile "investmentmethod_{id}": one of the investor's investment methods. */
export function MethodSection({ entry }: { entry: ProfileMethod }) {
  const id = entry.method.id
  const query = useOwnRecord(investmentMethodQuery(id), 'investment method')

  if (query.isPending || query.isError)
    return (
      <PendingStates
        query={query}
        loading="Loading the investment method…"
        errorTitle="We could not load this investment method"
      />
    )
  const m = query.data
  const status = statusLabel(METHOD_STATUS, m.status)
  return (
    <>
      <Card
        title="Account details"
        actions={
          <StyledTextLink to={profilePath(`investmentmethod-documents_${id}`)}>
            Documents<VisuallyHidden> for {m.name}</VisuallyHidden>
          </StyledTextLink>
        }
      >
        <StyledFacts>
          <dt>Method</dt>
          <dd>{labelOf(METHOD_TYPES, m.type)}</dd>
          <dt>Status</dt>
          <dd>
            <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
          </dd>
          <dt>Provider</dt>
          <dd>{m.provider || 'Not given'}</dd>
          <dt>Account name</dt>
          <dd>{m.account_name || 'Not given'}</dd>
          <dt>Account reference</dt>
          <dd>{m.account_reference || 'Not given'}</dd>
          <dt>Opened</dt>
          <dd>{m.opened_at ? formatDate(m.opened_at, 'UTC') : 'Not given'}</dd>
          <dt>Your part</dt>
          <dd>{yourPart(entry)}</dd>
        </StyledFacts>
      </Card>
      <StyledLead>
        We manage this account with your provider. If any of these details are wrong, please contact
        us.
      </StyledLead>
    </>
  )
}
