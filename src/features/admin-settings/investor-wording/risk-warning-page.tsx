import styled from 'styled-components'
import {
  RISK_WARNING,
  RISK_WARNING_FALLBACK,
  RISK_WARNING_LINK,
  RISK_WARNING_TITLE,
} from '@/features/investor-shell'
import { Card, HtmlView } from '@/ui'
import { SettingsFrame } from '../components/settings-frame'
import { SettingsRowGate } from '../terminology/settings-row-gate'
import { StyledEmpty, StyledPreview, StyledPreviewTitle } from './market-sounding-page'
import { isBlank, WordingForm } from './wording-form'

/**
 * Investor › Risk Warning: the text of the modal behind the banner's "Take 2 mins to learn
 * more." link. The banner itself is the FCA's prescribed wording and is shown, not edited.
 */
export function RiskWarningSettingsPage() {
  return (
    <SettingsFrame
      item="risk-warning"
      description="The risk warning investors open from the banner at the top of every page of the investor portal."
    >
      <SettingsRowGate what="the risk warning">
        {(row) => (
          <StyledStack>
            <Card title="Banner">
              <StyledBanner>
                {RISK_WARNING} <u>{RISK_WARNING_LINK}</u>
              </StyledBanner>
              <StyledEmpty>
                This is the FCA’s prescribed risk warning and can’t be changed. The link opens the
                text below.
              </StyledEmpty>
            </Card>
            <WordingForm
              column="risk_warning_text"
              initial={row.risk_warning_text ?? ''}
              label="Risk warning text"
              hint="Shown in the “Risk warning” window when an investor follows the banner’s link."
              saved="Risk warning saved."
              preview={(html) => (
                <StyledPreview>
                  <StyledPreviewTitle>{RISK_WARNING_TITLE}</StyledPreviewTitle>
                  {isBlank(html) ? <p>{RISK_WARNING_FALLBACK}</p> : <HtmlView html={html} />}
                </StyledPreview>
              )}
            />
          </StyledStack>
        )}
      </SettingsRowGate>
    </SettingsFrame>
  )
}

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`

const StyledBanner = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colours.background};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
