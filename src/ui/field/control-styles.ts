import styled from 'styled-components'
import { controlStyles } from './field-styles'

// The controls /login does not render, apart from field-styles.ts (the text input's), which
// rides in the first page's chunk (vite.config.ts session-ui).

export const StyledTextArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  min-height: 120px;
  resize: vertical;
`

export const StyledSelect = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
  cursor: pointer;
`

/** An input with a fixed prefix (the £ of the money field) inside the border. */
export const StyledAffixWrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;

  input {
    padding-left: ${({ theme }) => theme.space.xl};
  }
`

export const StyledPrefix = styled.span`
  position: absolute;
  left: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colours.textMuted};
  pointer-events: none;
`
