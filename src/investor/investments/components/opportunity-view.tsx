import styled from 'styled-components'
import { useFlags } from '@/lib/flags'
import type { RecordOf } from '@/lib/resources'
import { InfoIcon, PageColumns, PageStack, Row } from '@/ui'
import { AboutCard } from './about-card'
import { DocumentsCard } from './documents-card'
import { Gallery } from './gallery'
import { InvestPanel } from './invest-panel'
import { KeyDatesCard } from './key-dates-card'
import { KeyInformationCard } from './key-information-card'
import { KeyPointsCard } from './key-points-card'
import { OpportunityHeader } from './opportunity-header'
import { SharePricesCard } from './share-prices-card'
import { TeamCard } from './team-card'
import { UpdatesCard } from './updates-card'

export interface OpportunityViewProps {
  /** The opportunity read with OPPORTUNITY_PAGE_INCLUDES (and the raise's appends). */
  opportunity: RecordOf<'investment-opportunities'>
  back: { to: string; label: string }
  /**
   * Staff's preview of the page: a banner says so and the invest panel offers no investing
   * (nothing here may reserve, and the reader is not an investor).
   */
  preview?: boolean
}

/**
 * An opportunity's page as investors see it: header, gallery, about, key points, key
 * information, team, key dates, public documents, share prices, updates and the invest panel.
 * The investor portal's page and the admin preview both show this one component.
 */
export function OpportunityView({ opportunity: o, back, preview = false }: OpportunityViewProps) {
  const { tax } = useFlags()
  const galleries = [...(o.galleries ?? [])].sort((a, b) => a.order - b.order)
  // Without a gallery the card's picture still gives the page a face.
  const images =
    galleries.length > 0 || !o.hero_image
      ? galleries
      : [{ id: 0, image_url: o.hero_image, caption: null }]
  return (
    <PageStack>
      {preview ? (
        <StyledBanner $nowrap role="note" aria-label="Preview">
          <InfoIcon />
          <span>
            <strong>Preview.</strong> This is the page investors see. Investing is turned off here.
          </span>
        </StyledBanner>
      ) : null}
      <OpportunityHeader opportunity={o} showTax={tax} back={back} />
      <PageColumns>
        <PageStack>
          <Gallery images={images} name={o.name} />
          <AboutCard opportunity={o} />
          <KeyPointsCard points={o.key_points ?? []} />
          <KeyInformationCard opportunity={o} showTax={tax} />
          <TeamCard team={o.team_images ?? []} />
          <KeyDatesCard dates={o.key_dates ?? []} />
          <DocumentsCard documents={o.public_documents ?? []} />
          <SharePricesCard prices={o.share_prices ?? []} />
          <UpdatesCard opportunityId={o.id} />
        </PageStack>
        <InvestPanel opportunity={o} preview={preview} />
      </PageColumns>
    </PageStack>
  )
}

const StyledBanner = styled(Row)`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.colours.text};
  background: ${({ theme }) => theme.colours.primarySubtle};
  border: 1px solid ${({ theme }) => theme.colours.primary};
  border-radius: ${({ theme }) => theme.radii.md};

  svg {
    flex: none;
    font-size: 1.25rem;
    color: ${({ theme }) => theme.colours.primary};
  }
`
