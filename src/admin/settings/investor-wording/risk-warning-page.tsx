import styled from 'styled-components'
import {
  RISK_WARNING,
  RISK_WARNING_FALLBACK,
  RISK_WARNING_LINK,
  RISK_WARNING_TITLE,
} from '@/shared/investor-wording'
import { Card } from '@/ui'
import { MutedText } from '../components/muted-text'
import { WordingPage } from './wording-page'

/**
 * Investor › Risk Warning: the text of the modal behind the banner's "Take 2 mins to learn
 * more." link. The banner itself is the FCA's prescribed wording and is shown, not edited.
 */
export function RiskWarningSettingsPage() {
  return (
    <WordingPage
      item="risk-warning"
      description="The risk warning investors open from the banner at the top of every page of the investor portal."
      what="the risk warning"
      above={
        <Card title="Banner">
          <StyledBanner>
            {RISK_WARNING} <u>{RISK_WARNING_LINK}</u>
          </StyledBanner>
          <MutedText>
            This is the FCA’s prescribed risk warning and can’t be changed. The link opens the text
            below.
          </MutedText>
        </Card>
      }
      column="risk_warning_text"
      label="Risk warning text"
      hint="Shown in the “Risk warning” window when an investor follows the banner’s link."
      saved="Risk warning saved."
      previewTitle={RISK_WARNING_TITLE}
      blankPreview={<p>{RISK_WARNING_FALLBACK}</p>}
    />
  )
}

const StyledBanner = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colours.background};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
