import type { CurrentUser } from '@/lib/session'
import { useFlags } from '@/lib/flags'
import { Card, EmptyState, Row, StatusBadge } from '@/ui'
import {
  LINK_ROLES,
  LINK_STATUS,
  METHOD_STATUS,
  METHOD_TYPES,
  ORGANISATION_TYPES,
  statusLabel,
  labelOf,
} from '../model/labels'
import { profileMethods, profileOrganisations } from '../model/profile-records'
import { profilePath } from '../model/profile-slug'
import { StyledRows, StyledRowText, StyledTextLink } from './profile-styles'

/** The organisations the investor belongs to, each linking to its page. */
export function SummaryOrganisationsCard({ user }: { user: CurrentUser }) {
  const { organisationLinks } = useFlags()
  const entries = profileOrganisations(user)
  if (entries.length === 0 && !organisationLinks) return null
  const apply = organisationLinks ? (
    <StyledTextLink to={profilePath('organisation-apply')}>Apply to an organisation</StyledTextLink>
  ) : undefined
  return (
    <Card title="Organisations" actions={entries.length > 0 ? apply : undefined}>
      {entries.length === 0 ? (
        <EmptyState
          title="You do not invest through an organisation"
          description="Invest for a company, trust, partnership, charity or pension scheme you represent."
          action={apply}
        />
      ) : (
        <StyledRows>
          {entries.map(({ organisation: o, link }) => (
            <li key={o.id}>
              <StyledRowText>
                <StyledTextLink to={profilePath(`organisation_${o.id}`)}>{o.name}</StyledTextLink>
                <small>
                  {labelOf(ORGANISATION_TYPES, o.type)}
                  {link ? ` · ${labelOf(LINK_ROLES, link.role)}` : ''}
                </small>
              </StyledRowText>
              {link ? (
                <Row>
                  <StatusBadge tone={statusLabel(LINK_STATUS, link.status).tone}>
                    {statusLabel(LINK_STATUS, link.status).label}
                  </StatusBadge>
                </Row>
              ) : null}
            </li>
          ))}
        </StyledRows>
      )}
    </Card>
  )
}

/** The investment methods the investor holds or leads, each linking to its page. */
export function SummaryMethodsCard({ user }: { user: CurrentUser }) {
  const entries = profileMethods(user)
  if (entries.length === 0) return null
  return (
    <Card title="Investment methods">
      <StyledRows>
        {entries.map(({ method: m }) => (
          <li key={m.id}>
            <StyledRowText>
              <StyledTextLink to={profilePath(`investmentmethod_${m.id}`)}>{m.name}</StyledTextLink>
              <small>
                {labelOf(METHOD_TYPES, m.type)}
                {m.provider ? ` · ${m.provider}` : ''}
              </small>
            </StyledRowText>
            <StatusBadge tone={statusLabel(METHOD_STATUS, m.status).tone}>
              {statusLabel(METHOD_STATUS, m.status).label}
            </StatusBadge>
          </li>
        ))}
      </StyledRows>
    </Card>
  )
}
