import styled, { css } from 'styled-components'
import type { Breakpoint } from '@/lib/theme'

const hidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`

/**
 * Text that is only read aloud below `$from` and shown from it on: a control keeps one
 * accessible name while narrow screens show just its icon.
 */
export const StyledResponsiveLabel = styled.span<{ $from: Breakpoint }>`
  ${hidden}

  ${({ theme, $from }) => theme.media.up($from)} {
    position: static;
    width: auto;
    height: auto;
    margin: 0;
    overflow: visible;
    clip: auto;
  }
`
