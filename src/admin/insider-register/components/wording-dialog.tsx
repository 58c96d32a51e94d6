import styled from 'styled-components'
import { formatDateTime } from '@/lib/format'
import { Button, HtmlView, Modal } from '@/ui'
import { insiderName, opportunityName, type RegisterRow } from '../model/register-rows'

/** What one investor was shown: the wording first, then the confidential text. */
export function WordingDialog({ row, onClose }: { row: RegisterRow; onClose: () => void }) {
  return (
    <Modal
      open
      size="lg"
      onClose={onClose}
      title={`What ${insiderName(row)} saw`}
      description={`${row.title} · ${opportunityName(row)} · sounded ${formatDateTime(row.created_at)}`}
      footer={<Button onClick={onClose}>Close</Button>}
    >
      <StyledSection>
        <h3>Wording</h3>
        {row.wording ? <HtmlView html={row.wording} /> : <p>No wording was shown.</p>}
      </StyledSection>
      <StyledSection>
        <h3>Confidential information</h3>
        {row.body ? <HtmlView html={row.body} /> : <p>None.</p>}
      </StyledSection>
    </Modal>
  )
}

const StyledSection = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space.lg};
  }

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`
