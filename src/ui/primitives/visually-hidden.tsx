import styled from 'styled-components'

/**
 * Text for assistive technology only (the standard clip pattern; still read and focusable).
 * Pinned to its containing block's left edge: at its own place in the flow, the hidden
 * caption of a table wider than a phone sat past the table's scroller (whose box is not its
 * containing block) and made the whole page scroll sideways.
 */
export const VisuallyHidden = styled.span`
  position: absolute !important;
  left: 0;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`
