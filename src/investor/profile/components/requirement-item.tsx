import type { ReactNode } from 'react'
import { Button, Row, StatusBadge, type StatusTone } from '@/ui'
import { StyledRowText } from './profile-styles'

export interface RequirementItemProps {
  /** What is asked for ("Proof of identity"). */
  name: string
  /** Under the name: why a document was rejected, else what is asked. */
  note?: ReactNode
  status: { label: string; tone: StatusTone }
  /** Offered while the document is still to be sent, or to be sent again after a rejection. */
  onUpload?: () => void
}

/** One document the investor is asked for, where it stands, and its upload button. */
export function RequirementItem({ name, note, status, onUpload }: RequirementItemProps) {
  return (
    <li>
      <StyledRowText>
        <strong>{name}</strong>
        {note}
      </StyledRowText>
      <Row>
        <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
        {onUpload ? (
          <Button variant="secondary" size="sm" onClick={onUpload}>
            Upload {name.toLowerCase()}
          </Button>
        ) : null}
      </Row>
    </li>
  )
}
