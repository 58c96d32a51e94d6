import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { formatDate, formatDateTime } from '@/lib/format'
import { ADMIN_PATHS } from '@/lib/navigation'
import { defineArea, type FamilyRows } from '@/admin/kit/lists'

type Row = FamilyRows['pa-deals']

export const externalInsiderPath = (row: { id: number }) =>
  `${ADMIN_PATHS.paDeals}/${row.id}/details`

const dealOf = (row: Row) =>
  (row.investment_opportunity?.name as string | undefined) ??
  `Opportunity #${row.investment_opportunity_id}`

/** /admin/insider-register/pa-deals: people outside the platform who hold inside information. */
export const externalInsidersArea = defineArea({
  path: ADMIN_PATHS.paDeals.replace(/^\/admin\//, ''),
  family: 'pa-deals',
  recordName: (r) => r.name,
  recordPath: externalInsiderPath,
  noun: () => 'external insiders',
  searchFilter: 'search',
  query: { include: ['investmentOpportunity'] },
  defaultSort: '-became_insider_at',
  filters: [
    {
      id: 'current',
      label: 'Insider status',
      allLabel: 'Current and ceased',
      options: [
        { value: '1', label: 'Current insiders' },
        { value: '0', label: 'Ceased' },
      ],
    },
  ],
  columns: [
    {
      id: 'name',
      header: 'Name',
      sortable: true,
      cell: (r) => (
        <StyledStack>
          <Link to={externalInsiderPath(r)}>{r.name}</Link>
          <StyledMuted>{r.firm ?? 'No firm'}</StyledMuted>
        </StyledStack>
      ),
    },
    {
      id: 'contact',
      header: 'Contact',
      cell: (r) => (
        <StyledStack>
          <span>{r.email ?? '—'}</span>
          {r.phone ? <StyledMuted>{r.phone}</StyledMuted> : null}
        </StyledStack>
      ),
    },
    { id: 'deal', header: 'Deal', cell: dealOf },
    { id: 'reason', header: 'Reason', cell: (r) => <StyledReason>{r.reason}</StyledReason> },
    {
      id: 'became_insider_at',
      header: 'Became an insider',
      sortable: true,
      cell: (r) => <Nowrap>{formatDateTime(r.became_insider_at)}</Nowrap>,
    },
    {
      id: 'ceased_at',
      header: 'Ceased',
      sortable: true,
      cell: (r) =>
        r.ceased_at ? (
          <Nowrap>{formatDate(r.ceased_at)}</Nowrap>
        ) : (
          <StyledMuted>Current</StyledMuted>
        ),
    },
  ],
})

const StyledStack = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
`

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const StyledReason = styled.span`
  display: block;
  min-width: 12rem;
  max-width: 24rem;
`

const Nowrap = styled.span`
  white-space: nowrap;
`
