import { useQuery } from '@tanstack/react-query'
import styled from 'styled-components'
import { formatDateTime } from '@/lib/format'
import { TabList } from '@/admin/kit/records'
import { Card, EmptyState, QueryStates } from '@/ui'
import { signaturesQuery } from '../api/signing-requests'
import { describePlacement } from './placement-map'

/** Who signed this document, when, how and where. */
export function SignatureHistory({ documentId }: { documentId: number }) {
  const signatures = useQuery(signaturesQuery(documentId))
  return (
    <Card title="Signatures" level={2}>
      <QueryStates
        query={signatures}
        loading="Loading the signatures…"
        showLabel
        errorTitle="The signatures could not be loaded"
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState title="Not signed yet" />}
      >
        {(data) => (
          <StyledList as="ul" $gap="sm" aria-label="Signatures, newest first">
            {data.map((s) => (
              <li key={s.id}>
                <strong>
                  Signed by {s.signed_by_name ?? 'a staff member'} on{' '}
                  <time dateTime={s.signed_at}>{formatDateTime(s.signed_at)}</time>
                </strong>
                <span>
                  {s.method === 'drawn' ? 'Drawn' : 'Typed'} signature of {s.signer_name},{' '}
                  {describePlacement(s)}
                </span>
              </li>
            ))}
          </StyledList>
        )}
      </QueryStates>
    </Card>
  )
}

const StyledList = styled(TabList)`
  li {
    display: flex;
    flex-direction: column;
  }
  span {
    color: ${({ theme }) => theme.colours.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`
