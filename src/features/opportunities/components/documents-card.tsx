import { Link } from 'react-router-dom'
import styled from 'styled-components'
import type { components } from '../../../lib/api/schema.gen'
import { useTerm } from '../../../lib/terminology'
import { Card } from '../../../ui'
import { documentPath } from '../model/paths'

type Document = components['schemas']['Document']

const size = (bytes: number) =>
  bytes >= 1_000_000
    ? `${(bytes / 1_000_000).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1000))} KB`

const kind = (mime: string) =>
  mime === 'application/pdf' ? 'PDF' : (mime.split('/')[1] ?? 'File').toUpperCase()

/**
 * The opportunity's public documents (SPEC §4: private ones never reach the portal), each
 * opened in the document viewer.
 */
export function DocumentsCard({ documents }: { documents: Document[] }) {
  const t = useTerm()
  const shown = documents.filter((d) => d.visibility === 'public')
  if (shown.length === 0) return null
  return (
    <Card title={t('key_documents')}>
      <StyledList>
        {shown.map((d) => (
          <li key={d.id}>
            <StyledLink to={documentPath(d.id)}>{d.name}</StyledLink>
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
`

const StyledLink = styled(Link)`
  color: ${({ theme }) => theme.colours.link};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

const StyledMeta = styled.span`
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
