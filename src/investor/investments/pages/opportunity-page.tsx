import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router-dom'
import { usePromotionWithheld } from '@/investor/promotion-exemption'
import { INVESTOR_PATHS } from '@/lib/navigation'
import { useTerm } from '@/lib/terminology'
import { NotFoundError, PageStates } from '@/ui'
import { opportunityBySlugQuery } from '../api/opportunity-queries'
import { OpportunityView } from '../components/opportunity-view'
import { RestrictedOpportunityView } from '../components/restricted-opportunity-view'

/** /investor/investments/{slug}: everything about one opportunity, and the call to invest. */
export function OpportunityPage() {
  const { slug = '' } = useParams()
  const t = useTerm()
  const withheld = usePromotionWithheld()
  const { data, isPending, isError, error, isFetching, refetch } = useQuery(
    opportunityBySlugQuery(slug),
  )
  const back = { to: INVESTOR_PATHS.investments, label: `Back to ${t('investments')}` }

  if (isPending || isError)
    return (
      <PageStates
        query={{ isPending, isError, isFetching, error, refetch }}
        header={{ back, title: 'Opportunity' }}
        what="the opportunity"
      />
    )
  // Unknown, or not open to this investor (the API leaves it out): SPEC §2's 404 page.
  if (!data) throw new NotFoundError('opportunity')

  // Financial promotion exemptions: a visitor's view until the investor makes their statement.
  if (withheld) return <RestrictedOpportunityView opportunity={data} back={back} />
  return <OpportunityView opportunity={data} back={back} />
}
