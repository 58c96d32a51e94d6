import styled, { type DefaultTheme } from 'styled-components'

export type Space = keyof DefaultTheme['space']
export type Align = 'flex-start' | 'center' | 'flex-end' | 'stretch' | 'baseline'

export interface StackProps {
  /** The gap between children, from the theme's spacing (default `md`). */
  $gap?: Space
  /** Cross-axis alignment (default: stretch for a stack, center for a row). */
  $align?: Align
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
