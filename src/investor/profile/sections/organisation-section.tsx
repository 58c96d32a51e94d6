import { Card, PendingStates, StatusBadge, VisuallyHidden } from '@/ui'
import { organisationQuery } from '../api/profile-queries'
import { OrganisationEditForm } from '../components/organisation-edit-form'
import { StyledFacts, StyledLead, StyledTextLink } from '../components/profile-styles'
import { useOwnRecord } from '../hooks/use-own-record'
import { countryName } from '@/lib/format'
import {
  LINK_ROLES,
  LINK_STATUS,
  ORGANISATION_STATUS,
  ORGANISATION_TYPES,
  statusLabel,
  labelOf,
} from '../model/labels'
import { registeredAddress } from '../model/organisation-values'
import { canEditOrganisation, type ProfileOrganisation } from '../model/profile-records'
import { profilePath } from '../model/profile-slug'

/** Profile "organisation_{id}": one of the investor's organisations and their part in it. */
export function OrganisationSection({ entry }: { entry: ProfileOrganisation }) {
  const id = entry.organisation.id
  const query = useOwnRecord(organisationQuery(id), 'organisation')
  const { link } = entry

  if (query.isPending || query.isError)
    return (
      <PendingStates
        query={query}
        loading="Loading the organisation…"
        errorTitle="We could not load this organisation"
      />
    )
  const o = query.data
  const status = statusLabel(ORGANISATION_STATUS, o.status)
  const dash = (v: string | null | undefined) => v || 'Not given'

  return (
    <>
      {link ? (
        <Card title="Your role">
          {link.status === 'pending' ? (
            <StyledLead>
              We are reviewing your application. You can invest through {o.name} once we have
              approved it.
            </StyledLead>
          ) : link.status === 'rejected' ? (
            <StyledLead>
              We could not approve your application
              {link.rejection_reason ? `: ${link.rejection_reason}` : '.'} Please contact us if you
              have any questions.
            </StyledLead>
          ) : null}
          <StyledFacts>
            <dt>Role</dt>
            <dd>{labelOf(LINK_ROLES, link.role)}</dd>
            <dt>Application</dt>
            <dd>
              <StatusBadge tone={statusLabel(LINK_STATUS, link.status).tone}>
                {statusLabel(LINK_STATUS, link.status).label}
              </StatusBadge>
            </dd>
            {link.ownership_percentage !== null && link.ownership_percentage !== undefined ? (
              <>
                <dt>Shareholding</dt>
                <dd>{link.ownership_percentage}%</dd>
              </>
            ) : null}
            <dt>Main contact</dt>
            <dd>{link.is_primary === 1 ? 'Yes' : 'No'}</dd>
          </StyledFacts>
        </Card>
      ) : null}
      <Card
        title="Organisation details"
        actions={
          link?.status === 'rejected' ? undefined : (
            <StyledTextLink to={profilePath(`organisation-documents_${id}`)}>
              Documents<VisuallyHidden> for {o.name}</VisuallyHidden>
            </StyledTextLink>
          )
        }
      >
        <StyledFacts>
          <dt>Type</dt>
          <dd>{labelOf(ORGANISATION_TYPES, o.type)}</dd>
          <dt>Status</dt>
          <dd>
            <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
          </dd>
          {o.company_number ? (
            <>
              <dt>Company number</dt>
              <dd>{o.company_number}</dd>
            </>
          ) : null}
          {o.charity_number ? (
            <>
              <dt>Charity number</dt>
              <dd>{o.charity_number}</dd>
            </>
          ) : null}
          <dt>Registered address</dt>
          <dd>
            {[registeredAddress(o), countryName(o.registered_country)].filter(Boolean).join(', ') ||
              'Not given'}
          </dd>
          <dt>Email address</dt>
          <dd>{dash(o.email)}</dd>
          <dt>Phone number</dt>
          <dd>{dash(o.phone)}</dd>
          <dt>Website</dt>
          <dd>{dash(o.website)}</dd>
        </StyledFacts>
      </Card>
      {canEditOrganisation(entry) ? (
        <OrganisationEditForm key={o.updated_at} organisation={o} />
      ) : (
        <StyledLead>
          Only the organisation&apos;s main contact can change these details. If something is wrong,
          please contact us.
        </StyledLead>
      )}
    </>
  )
}
