import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router-dom'
import { useFlags } from '../../../lib/flags'
import { INVESTOR_PATHS } from '../../../lib/navigation'
import type { RecordOf } from '../../../lib/resources'
import { useTerm } from '../../../lib/terminology'
import { NotFoundError, PageColumns, PageStack, PageStates } from '../../../ui'
import { opportunityBySlugQuery } from '../api/opportunity-queries'
import { AboutCard } from '../components/about-card'
import { DocumentsCard } from '../components/documents-card'
import { Gallery } from '../components/gallery'
import { InvestPanel } from '../components/invest-panel'
import { KeyDatesCard } from '../components/key-dates-card'
import { KeyInformationCard } from '../components/key-information-card'
import { KeyPointsCard } from '../components/key-points-card'
import { OpportunityHeader } from '../components/opportunity-header'
import { SharePricesCard } from '../components/share-prices-card'
import { TeamCard } from '../components/team-card'
import { UpdatesCard } from '../components/updates-card'

/** /investor/investments/{slug}: everything about one opportunity, and the call to invest. */
export function OpportunityPage() {
  const { slug = '' } = useParams()
  const t = useTerm()
  const { tax } = useFlags()
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

  return (
    <PageStack>
      <OpportunityHeader opportunity={data} showTax={tax} back={back} />
      <PageColumns>
        <OpportunityContent opportunity={data} showTax={tax} />
        <InvestPanel opportunity={data} />
      </PageColumns>
    </PageStack>
  )
}

function OpportunityContent({
  opportunity: o,
  showTax,
}: {
  opportunity: RecordOf<'investment-opportunities'>
  showTax: boolean
}) {
  const galleries = [...(o.galleries ?? [])].sort((a, b) => a.order - b.order)
  // Without a gallery the card's picture still gives the page a face.
  const images =
    galleries.length > 0 || !o.hero_image
      ? galleries
      : [{ id: 0, image_url: o.hero_image, caption: null }]
  return (
    <PageStack>
      <Gallery images={images} name={o.name} />
      <AboutCard opportunity={o} />
      <KeyPointsCard points={o.key_points ?? []} />
      <KeyInformationCard opportunity={o} showTax={showTax} />
      <TeamCard team={o.team_images ?? []} />
      <KeyDatesCard dates={o.key_dates ?? []} />
      <DocumentsCard documents={o.public_documents ?? []} />
      <SharePricesCard prices={o.share_prices ?? []} />
      <UpdatesCard opportunityId={o.id} />
    </PageStack>
  )
}
