import styled, { type DefaultTheme } from 'styled-components'

type Space = keyof DefaultTheme['space']
type Align = 'flex-start' | 'center' | 'flex-end' | 'stretch' | 'baseline'

interface StackProps {
  /** The gap between children, from the theme's spacing (default `md`). */
  $gap?: Space
  /** Cross-axis alignment (default: stretch for a stack, center for a row). */
  $align?: Align
}

interface RowProps extends StackProps {
  $justify?: 'flex-start' | 'center' | 'flex-end' | 'space-between'
  /** Rows wrap unless told not to: a phone must not scroll sideways (SPEC §9). */
  $nowrap?: boolean
}

/**
 * Children one under another with an even gap: the layout most blocks of the two portals are
 * made of. Render another element with `as` (a section, a form, a list) so the markup keeps
 * its meaning; extend it with `styled(Stack)` for what else a block needs.
 */
export const Stack = styled.div<StackProps>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 'md' }) => theme.space[$gap]};
  ${({ $align }) => ($align ? `align-items: ${$align};` : '')}
`

/** Children side by side with an even gap, wrapping onto the next line where they do not fit. */
export const Row = styled.div<RowProps>`
  display: flex;
  flex-wrap: ${({ $nowrap }) => ($nowrap ? 'nowrap' : 'wrap')};
  align-items: ${({ $align = 'center' }) => $align};
  gap: ${({ theme, $gap = 'sm' }) => theme.space[$gap]};
  ${({ $justify }) => ($justify ? `justify-content: ${$justify};` : '')}
`
