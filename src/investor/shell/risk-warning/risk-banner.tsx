import { useState } from 'react'
import { useTenantSettings } from '@/lib/tenant'
import { HtmlView, Modal } from '@/ui'
import { StyledBanner, StyledBannerText, StyledLinkButton } from './risk-banner-styles'
import {
  RISK_WARNING,
  RISK_WARNING_FALLBACK,
  RISK_WARNING_LINK,
  RISK_WARNING_TITLE,
} from '@/shared/investor-wording'

/** SPEC §2: the 70px risk warning, whose link opens the tenant's full risk text. */
export function RiskBanner() {
  const [open, setOpen] = useState(false)
  const { riskWarningText } = useTenantSettings()
  return (
    <StyledBanner aria-label={RISK_WARNING_TITLE}>
      <StyledBannerText>
        <span>{RISK_WARNING}</span>{' '}
        <StyledLinkButton type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {RISK_WARNING_LINK}
        </StyledLinkButton>
      </StyledBannerText>
      <Modal open={open} onClose={() => setOpen(false)} title={RISK_WARNING_TITLE}>
        {riskWarningText ? <HtmlView html={riskWarningText} /> : <p>{RISK_WARNING_FALLBACK}</p>}
      </Modal>
    </StyledBanner>
  )
}
