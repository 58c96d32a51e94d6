import { useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { useFlags } from '@/lib/flags'
import { ADMIN_PATHS } from '@/lib/navigation'
import { LinkButton, Row, SectionBoundary, Stack } from '@/ui'
import { GalleryEditor } from './gallery-editor'
import { IntentTermsEditor } from './intent-terms-editor'
import { KeyDatesEditor } from './key-dates-editor'
import { KeyPointsEditor } from './key-points-editor'
import { SharePricesList } from './share-prices-list'
import { TeamEditor } from './team-editor'

export interface OpportunityContentEditorProps {
  opportunityId: number
}

/** Where staff see the page as investors will (src/app/pages/opportunity-preview.tsx). */
export const previewPath = (opportunityId: number) =>
  `${ADMIN_PATHS.liveOpportunities}/${opportunityId}/details/preview`

/**
 * What investors read on an opportunity's page besides its own fields: gallery, key points,
 * team, key dates, share prices and (with investment terms on) the terms they accept, each list edited and saved on its own (no one big form),
 * with the way to the investor's view of the result.
 */
export function OpportunityContentEditor({ opportunityId }: OpportunityContentEditorProps) {
  const navigate = useNavigate()
  const { termsConditions } = useFlags()
  return (
    <Stack $gap="lg">
      <StyledIntro $justify="space-between">
        <p>What investors see on this opportunity’s page. Each change is saved on its own.</p>
        <LinkButton href={previewPath(opportunityId)} variant="secondary" onNavigate={navigate}>
          Preview as an investor
        </LinkButton>
      </StyledIntro>
      <SectionBoundary what="the gallery">
        <GalleryEditor opportunityId={opportunityId} />
      </SectionBoundary>
      <SectionBoundary what="the key points">
        <KeyPointsEditor opportunityId={opportunityId} />
      </SectionBoundary>
      <SectionBoundary what="the team">
        <TeamEditor opportunityId={opportunityId} />
      </SectionBoundary>
      <SectionBoundary what="the key dates">
        <KeyDatesEditor opportunityId={opportunityId} />
      </SectionBoundary>
      <SectionBoundary what="the share prices">
        <SharePricesList opportunityId={opportunityId} />
      </SectionBoundary>
      {termsConditions ? (
        <SectionBoundary what="the investment terms">
          <IntentTermsEditor opportunityId={opportunityId} />
        </SectionBoundary>
      ) : null}
    </Stack>
  )
}

const StyledIntro = styled(Row)`
  p {
    margin: 0;
    color: ${({ theme }) => theme.colours.textMuted};
  }
`
