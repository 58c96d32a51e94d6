import type { RecordOf } from '@/lib/resources'
import { PromotionStatementCard } from '@/investor/promotion-exemption'
import { PageColumns, PageStack } from '@/ui'
import { AboutCard } from './about-card'
import { Gallery } from './gallery'
import { OpportunityHeader } from './opportunity-header'

export interface RestrictedOpportunityViewProps {
  /** The opportunity as the host answers it before a statement: its details left out. */
  opportunity: RecordOf<'investment-opportunities'>
  back: { to: string; label: string }
}

/**
 * An opportunity as a visitor without a current financial promotion exemption statement may
 * see it: its name, company, status, sector, short summary and picture. No figures, terms,
 * documents or invest button; beside it, the statement that opens them.
 */
export function RestrictedOpportunityView({
  opportunity: o,
  back,
}: RestrictedOpportunityViewProps) {
  const images = o.hero_image ? [{ id: 0, image_url: o.hero_image, caption: null }] : []
  return (
    <PageStack>
      <OpportunityHeader opportunity={o} showTax={false} back={back} />
      <PageColumns>
        <PageStack>
          <Gallery images={images} name={o.name} />
          <AboutCard opportunity={o} />
        </PageStack>
        <PromotionStatementCard />
      </PageColumns>
    </PageStack>
  )
}
