import type { MouseEvent } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { INVESTOR_PATHS } from '@/lib/navigation'
import { useTerm } from '@/lib/terminology'
import { BackLinkStyle, ChevronLeftIcon, focusRing } from '@/ui'

/**
 * Back to where the investor opened the document (an opportunity, a holding, a report), which
 * only the history knows; opened directly (a bookmark, a new tab) it goes to the portfolio.
 * The link always points at the portfolio, so opening it in a new tab still works.
 */
export function BackLink() {
  const t = useTerm()
  const navigate = useNavigate()
  // The first entry of a history has the key 'default': nothing in the app to go back to.
  const cameFromApp = useLocation().key !== 'default'
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!cameFromApp || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
      return
    event.preventDefault()
    void navigate(-1)
  }
  return (
    <StyledBack to={INVESTOR_PATHS.portfolio} onClick={onClick}>
      <ChevronLeftIcon />
      {cameFromApp ? 'Back' : `Back to ${t('portfolio')}`}
    </StyledBack>
  )
}

const StyledBack = styled(BackLinkStyle)`
  ${focusRing}
`
