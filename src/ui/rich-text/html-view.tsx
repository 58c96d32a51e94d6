import { useMemo } from 'react'
import styled from 'styled-components'
import { sanitiseHtml } from './sanitise-html'

export interface HtmlViewProps {
  /** HTML from the server (news, risk warning, terms); always sanitised before rendering. */
  html: string | null | undefined
  className?: string
}

/** Renders rich text as the editor wrote it, after DOMPurify. */
export function HtmlView({ html, className }: HtmlViewProps) {
  const safe = useMemo(() => sanitiseHtml(html), [html])
  return <StyledHtml className={className} dangerouslySetInnerHTML={{ __html: safe }} />
}

/** Prose styles, plus the class names Quill writes (sizes, fonts, alignment, indents). */
export const StyledHtml = styled.div`
  color: ${({ theme }) => theme.colours.text};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  /* break-word, not anywhere: both break a long URL that would overflow, but anywhere also
     lowers the text's min-content width, so a grid or flex column shrinks and every word
     breaks mid-word ("investme|nt") in a narrow preview or modal. */
  overflow-wrap: break-word;

  > :first-child {
    margin-top: 0;
  }

  > :last-child {
    margin-bottom: 0;
  }

  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.xs}`};
  }

  ul,
  ol {
    padding-left: ${({ theme }) => theme.space.lg};
  }

  img {
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
  }

  blockquote {
    margin: ${({ theme }) => `${theme.space.md} 0`};
    padding-left: ${({ theme }) => theme.space.md};
    border-left: 3px solid ${({ theme }) => theme.colours.border};
    color: ${({ theme }) => theme.colours.textMuted};
  }

  .ql-size-small {
    font-size: 0.75em;
  }
  .ql-size-large {
    font-size: 1.5em;
  }
  .ql-size-huge {
    font-size: 2.5em;
  }
  .ql-font-serif {
    font-family: ${({ theme }) => theme.fonts.serif};
  }
  .ql-font-monospace {
    font-family: ${({ theme }) => theme.fonts.mono};
  }
  .ql-align-center {
    text-align: center;
  }
  .ql-align-right {
    text-align: right;
  }
  .ql-align-justify {
    text-align: justify;
  }
`
