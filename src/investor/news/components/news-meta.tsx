import styled from 'styled-components'
import { formatDate } from '@/lib/format'

export interface NewsMetaProps {
  /** The opportunity or fund the report is about; null for a house announcement. */
  subject: string | null | undefined
  publishedAt: string
}

/** "Graniteledger Seed round · 27 Oct 2026": what a report is about and when it went live. */
export function NewsMeta({ subject, publishedAt }: NewsMetaProps) {
  return (
    <StyledMeta>
      {subject ? <span>{subject}</span> : null}
      <time dateTime={publishedAt}>{formatDate(publishedAt)}</time>
    </StyledMeta>
  )
}

const StyledMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `0 ${theme.space.xs}`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};

  > * + *::before {
    content: '·';
    margin-right: ${({ theme }) => theme.space.xs};
  }
`
