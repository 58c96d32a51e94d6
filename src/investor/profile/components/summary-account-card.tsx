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

/** A value with a link to the section where it is managed. */
function Managed({ children, to, link }: { children: ReactNode; to: string; link: string }) {
  return (
    <StyledManaged>
      <span>{children}</span>
      <StyledTextLink to={profilePath(to)}>{link}</StyledTextLink>
    </StyledManaged>
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
        <dt>Identity verification</dt>
        <dd>
          <Managed to="identity" link="View identity verification">
            <StatusBadge tone={kyc.tone}>{kyc.label}</StatusBadge>
          </Managed>
        </dd>
        <dt>Investor category</dt>
        <dd>
          <Managed to="investor-type" link="Review your category">
            {record.category?.name ?? 'Not confirmed yet'}
          </Managed>
        </dd>
        <dt>Investor type</dt>
        <dd>
          <Managed to="type" link="Change investor type">
            {record.investor_type?.name ?? 'Not chosen yet'}
          </Managed>
        </dd>
        <dt>Appropriateness test</dt>
        <dd>
          <Managed to="appropriateness" link="View the test">
            <StatusBadge tone={test.tone}>{test.label}</StatusBadge>
          </Managed>
        </dd>
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
