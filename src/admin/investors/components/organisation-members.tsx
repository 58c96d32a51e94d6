import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import { personName } from '@/lib/api'
import { ADMIN_PATHS } from '@/lib/navigation'
import { pageQuery, type RecordOf } from '@/lib/resources'
import { APPLICATION_STATUS, dateCell, humanise, StatusCell } from '@/admin/kit/lists'
import type { RecordTabProps } from '@/admin/kit/records'
import { Card, DataTable, EmptyState, QueryStates, type Column } from '@/ui'

type Link_ = RecordOf<'organisation-links'>

const columns: Column<Link_>[] = [
  {
    id: 'member',
    header: 'Member',
    cell: (l) =>
      l.user ? (
        <Link to={`${ADMIN_PATHS.investors}/${l.user_id}/details`}>
          {personName(l.user, l.user.email ?? '')}
        </Link>
      ) : (
        `Investor #${l.user_id}`
      ),
  },
  { id: 'role', header: 'Role', cell: (l) => humanise(l.role) },
  {
    id: 'ownership',
    header: 'Ownership',
    align: 'right',
    cell: (l) => (l.ownership_percentage == null ? '—' : `${Number(l.ownership_percentage)}%`),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (l) => <StatusCell map={APPLICATION_STATUS} value={l.status} />,
  },
  { id: 'since', header: 'Since', cell: (l) => dateCell(l.reviewed_at ?? l.created_at) },
]

/** The investors linked to an organisation (organisation-links), with their roles. */
export function OrganisationMembers({ record }: RecordTabProps<RecordOf<'organisations'>>) {
  const query = useQuery(
    pageQuery('organisation-links', {
      filter: { organisation_id: record.id },
      include: ['user'],
      sort: ['status', '-created_at'],
      perPage: 100,
    }),
  )
  return (
    <QueryStates
      query={query}
      loading="Loading members…"
      errorTitle="The members could not be loaded"
    >
      {({ data: rows }) => <Members rows={rows} />}
    </QueryStates>
  )
}

function Members({ rows }: { rows: Link_[] }) {
  return (
    <Card title="Members">
      {rows.length === 0 ? (
        <EmptyState
          title="No members yet"
          description="Investors who apply to act for this organisation appear here once they apply."
        />
      ) : (
        <DataTable
          caption="Members of the organisation"
          columns={columns}
          rows={rows}
          rowKey={(r) => r.id}
        />
      )}
    </Card>
  )
}
