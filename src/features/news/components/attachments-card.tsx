import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { Card } from '../../../ui'
import type { NewsAttachment } from '../model/news-item'
import { attachmentPath } from '../model/paths'

const kind = (mime: string) =>
  mime === 'application/pdf' ? 'PDF' : (mime.split('/')[1] ?? 'File').toUpperCase()

const size = (bytes: number) =>
  bytes >= 1_000_000
    ? `${(bytes / 1_000_000).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1000))} KB`

/** The report's files, each opened in the in-app document viewer. Nothing when there are none. */
export function AttachmentsCard({ documents }: { documents: NewsAttachment[] }) {
  if (documents.length === 0) return null
  return (
    <Card title="Attachments">
      <StyledList>
        {documents.map((d) => (
          <li key={d.id}>
            <Link to={attachmentPath(d.id)}>{d.name}</Link>
            <StyledMeta>
              {kind(d.mime_type)} · {size(d.size)}
            </StyledMeta>
          </li>
        ))}
      </StyledList>
    </Card>
  )
}

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
    padding: ${({ theme }) => `${theme.space.sm} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  }

  li:last-child {
    border-bottom: 0;
  }

  a {
    color: ${({ theme }) => theme.colours.link};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`

const StyledMeta = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};
  font-variant-numeric: tabular-nums;
`
