import { queryOptions, useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router-dom'
import { ADMIN_PATHS } from '@/lib/navigation'
import { fetchRecord, resourceKeys } from '@/lib/resources'
import { PageStates } from '@/ui'
import { OPPORTUNITY_PAGE_INCLUDES, OpportunityView } from '@/investor/investments'

/** The opportunity as staff read it, with what its page shows (public documents only). */
export const opportunityPreviewQuery = (id: number) => {
  const query = {
    include: [...OPPORTUNITY_PAGE_INCLUDES],
    append: ['percentage_raised', 'days_left'],
  }
  return queryOptions({
    queryKey: resourceKeys('investment-opportunities').record(id, query),
    queryFn: ({ signal }) => fetchRecord('investment-opportunities', id, query, signal),
  })
}

/**
 * /admin/investments/opportunities/{id}/details/preview: exactly what an investor will see,
 * drawn by the investor portal's own OpportunityView in preview mode (banner, no investing).
 * Here, where the app puts the portals together, because the admin portal never imports the
 * investor portal: the admin route table mounts this page as a lazy route of its own.
 */
export function OpportunityPreviewPage() {
  const id = Number(useParams().id)
  const { data, isPending, isError, error, isFetching, refetch } = useQuery(
    opportunityPreviewQuery(id),
  )
  const back = {
    to: `${ADMIN_PATHS.liveOpportunities}/${id}/details`,
    label: 'Back to the opportunity',
  }
  if (isPending || isError)
    return (
      <PageStates
        query={{ isPending, isError, isFetching, error, refetch }}
        header={{ back, title: 'Preview' }}
        what="the opportunity"
      />
    )
  // Staff reading by id include every document: the page shows only the public ones.
  const opportunity = {
    ...data,
    public_documents: (data.public_documents ?? []).filter((d) => d.visibility === 'public'),
  }
  return <OpportunityView opportunity={opportunity} back={back} preview />
}
