import styled from 'styled-components'

/**
 * The card the editor sits in (SPEC §9: at least 380px tall). Quill's snow stylesheet does the
 * mechanics; these rules bring its chrome onto the theme.
 */
export const StyledEditorCard = styled.div<{ $invalid?: boolean }>`
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colours.danger : theme.colours.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colours.surface};
  box-shadow: ${({ theme, $invalid }) =>
    $invalid ? `0 0 0 1px ${theme.colours.danger}` : theme.shadows.sm};

  &:focus-within {
    border-color: ${({ theme }) => theme.colours.focus};
  }

  [role='toolbar'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.xxs};
    padding: ${({ theme }) => theme.space.xs};
    border: 0;
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
    border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} 0 0`};
    background: ${({ theme }) => theme.colours.surfaceSubtle};
    font-family: ${({ theme }) => theme.fonts.body};
  }

  .ql-snow.ql-toolbar .ql-formats {
    margin-right: ${({ theme }) => theme.space.xs};
  }

  .ql-snow .ql-stroke {
    stroke: ${({ theme }) => theme.colours.text};
  }

  .ql-snow .ql-fill {
    fill: ${({ theme }) => theme.colours.text};
  }

  .ql-snow .ql-picker {
    color: ${({ theme }) => theme.colours.text};
  }

  .ql-snow.ql-toolbar button:hover .ql-stroke,
  .ql-snow.ql-toolbar button.ql-active .ql-stroke {
    stroke: ${({ theme }) => theme.colours.link};
  }

  .ql-snow.ql-toolbar button:hover .ql-fill,
  .ql-snow.ql-toolbar button.ql-active .ql-fill {
    fill: ${({ theme }) => theme.colours.link};
  }

  .ql-snow.ql-toolbar button:focus-visible,
  .ql-snow .ql-picker-label:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 1px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  .ai-rewrite {
    margin-left: auto;
  }

  /* Quill sizes every toolbar button as a 28x24 icon; ours is a labelled product button. */
  && .ai-rewrite button {
    float: none;
    width: auto;
    height: auto;
    min-height: ${({ theme }) => theme.layout.controlHeight.sm};
    padding: ${({ theme }) => `0 ${theme.space.sm}`};
  }

  && .ai-rewrite button svg {
    float: none;
    height: 1em;
  }

  .ql-container.ql-snow {
    border: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  .ql-editor {
    min-height: ${({ theme }) => theme.layout.editorMinHeight};
    padding: ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colours.text};
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }

  .ql-editor.ql-blank::before {
    color: ${({ theme }) => theme.colours.textMuted};
    font-style: normal;
  }

  .ql-snow .ql-tooltip {
    z-index: ${({ theme }) => theme.zIndices.dropdown};
    border-color: ${({ theme }) => theme.colours.border};
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: ${({ theme }) => theme.shadows.md};
    color: ${({ theme }) => theme.colours.text};
  }

  .ql-snow a {
    color: ${({ theme }) => theme.colours.link};
  }
`

export const StyledAiError = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-top: 1px solid ${({ theme }) => theme.colours.border};
  color: ${({ theme }) => theme.colours.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`

/** The AI rewrite offered under the text, to accept or discard. */
export const StyledAiPreview = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colours.border};
  background: ${({ theme }) => theme.colours.surfaceSubtle};

  .ai-preview-title {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colours.textMuted};
  }

  .ai-preview-actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
  }
`
