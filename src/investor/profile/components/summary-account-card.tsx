import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { RecordOf } from '@/lib/resources'
import type { CurrentUser } from '@/lib/session'
import { useTerm } from '@/lib/terminology'
import { Card, QueryStates, StatusBadge, type StatusTone } from '@/ui'
import { profileUserQuery } from '../api/profile-queries'
import { KYC } from '../model/labels'
import { profilePath } from '../model/profile-slug'
import { StyledFacts, StyledTextLink } from './profile-styles'
import styled from 'styled-components'

function appropriateness(user: CurrentUser): { label: string; tone: StatusTone } {
  if (user.compliance_passed === 1) return { label: 'Passed', tone: 'success' }
  if (user.compliance_tries > 0) return { label: 'Not passed yet', tone: 'warning' }
  return { label: 'Not taken yet', tone: 'warning' }
}

/** A fact whose value is managed in another section, with a link there. */
function ManagedFact(props: { term: string; to: string; link: string; children: ReactNode }) {
  return (
    <>
      <dt>{props.term}</dt>
      <dd>
        <StyledManaged>
          <span>{props.children}</span>
          <StyledTextLink to={profilePath(props.to)}>{props.link}</StyledTextLink>
        </StyledManaged>
      </dd>
    </>
  )
}

/** The summary's account facts: reference number, verification, category, type and test. */
export function SummaryAccountCard({ user }: { user: CurrentUser }) {
  const query = useQuery(profileUserQuery(user.id))
  return (
    <QueryStates
      query={query}
      loading="Loading your account…"
      errorTitle="We could not load your account"
    >
      {(record) => <AccountFacts record={record} />}
    </QueryStates>
  )
}

function AccountFacts({ record }: { record: RecordOf<'users'> }) {
  const t = useTerm()
  const kyc = KYC[record.kyc_status] ?? KYC.pending
  const test = appropriateness(record)
  return (
    <Card title="Your account">
      <StyledFacts>
        <dt>{t('investor_reference_number')}</dt>
        <dd>{record.investor_reference ?? 'Not assigned yet'}</dd>
        <ManagedFact term="Identity verification" to="identity" link="View identity verification">
          <StatusBadge tone={kyc.tone}>{kyc.label}</StatusBadge>
        </ManagedFact>
        <ManagedFact term="Investor category" to="investor-type" link="Review your category">
          {record.category?.name ?? 'Not confirmed yet'}
        </ManagedFact>
        <ManagedFact term="Investor type" to="type" link="Change investor type">
          {record.investor_type?.name ?? 'Not chosen yet'}
        </ManagedFact>
        <ManagedFact term="Appropriateness test" to="appropriateness" link="View the test">
          <StatusBadge tone={test.tone}>{test.label}</StatusBadge>
        </ManagedFact>
      </StyledFacts>
    </Card>
  )
}

const StyledManaged = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};

  a {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`
