import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { countNoun, formatDate } from '@/lib/format'
import { nextFilingDeadline } from '@/lib/tax-relief'
import { EmptyState, PageHeader, PageStack, QueryStates, StatCard, StatGrid } from '@/ui'
import { opportunityStagesQuery, outstandingQuery } from '../api/tax-relief'
import { groupOutstanding } from '../model/outstanding'
import { OutstandingGroupCard } from './outstanding-group'

/** The date staff work towards: the next 31 January, how far off and whose return it is for. */
function deadlineStat() {
  const deadline = nextFilingDeadline()
  const away = deadline.daysLeft === 0 ? 'Today' : `In ${countNoun(deadline.daysLeft, 'days')}`
  return {
    date: formatDate(deadline.date),
    detail: `${away}, for the ${deadline.taxYear.label} tax year`,
  }
}

/**
 * Certificates across opportunities (issue 29): every investor whose share issue's statement is
 * authorised and who has no issued certificate yet, by opportunity and age, so staff can clear
 * the list before 31 January.
 */
export function TaxCertificatesPage() {
  const outstanding = useQuery(outstandingQuery)
  const groups = useMemo(() => groupOutstanding(outstanding.data ?? []), [outstanding.data])
  const ids = groups.map((g) => g.opportunityId)
  const stages = useQuery({ ...opportunityStagesQuery(ids), enabled: ids.length > 0 })
  const stageOf = (id: number) => {
    const found = stages.data?.data.find((o) => o.id === id)
    return found ? Number(found.stage) : undefined
  }
  const deadline = deadlineStat()
  return (
    <PageStack>
      <PageHeader
        title="Tax certificates"
        description="Investors whose company’s compliance statement HMRC has authorised, still waiting for their EIS3 or SEIS3 certificate."
      />
      <StatGrid>
        {outstanding.data?.length ? (
          <StatCard
            label="Investors waiting"
            value={String(outstanding.data.length)}
            detail={`Across ${countNoun(groups.length, 'opportunities')}, the longest for ${countNoun(
              Math.max(...groups.map((g) => g.oldestDays)),
              'days',
            )}`}
          />
        ) : null}
        <StatCard
          label="Next self-assessment deadline"
          value={deadline.date}
          detail={deadline.detail}
        />
      </StatGrid>
      <QueryStates
        query={outstanding}
        loading="Loading the outstanding certificates"
        errorMessage="The outstanding certificates could not be loaded."
        isEmpty={(rows) => rows.length === 0}
        empty={
          <EmptyState
            title="No certificates outstanding"
            description="Every investor in an authorised share issue has their certificate."
          />
        }
      >
        {() =>
          groups.map((g) => (
            <OutstandingGroupCard
              key={g.opportunityId}
              group={g}
              stage={stageOf(g.opportunityId)}
            />
          ))
        }
      </QueryStates>
    </PageStack>
  )
}
