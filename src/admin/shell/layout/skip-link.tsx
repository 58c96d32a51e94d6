import type { MouseEvent } from 'react'
import styled from 'styled-components'

/**
 * "Skip to content", first in the page and shown when focused. It moves focus itself because
 * a hash link alone would change the router's location.
 */
export function SkipLink({ target }: { target: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(target)
    if (!main) return
    event.preventDefault()
    main.focus()
    main.scrollIntoView?.()
  }
  return (
    <StyledSkipLink href={`#${target}`} onClick={onClick}>
      Skip to content
    </StyledSkipLink>
  )
}

const StyledSkipLink = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  left: ${({ theme }) => theme.space.xs};
  z-index: ${({ theme }) => theme.zIndices.toast};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.surface};
  color: ${({ theme }) => theme.colours.link};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  box-shadow: ${({ theme }) => theme.shadows.md};
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`
