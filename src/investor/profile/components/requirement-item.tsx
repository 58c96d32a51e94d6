import type { ReactNode } from 'react'
import { Button, Row, StatusBadge, type StatusTone } from '@/ui'
import { StyledRowText } from './profile-styles'

/** A document asked of the investor, as the onboarding rows and the international check hold it. */
export interface AskedDocument {
  status: string
  description?: string | null
  rejection_reason?: string | null
}

export interface RequirementItemProps {
  /** What is asked for ("Proof of identity"). */
  name: string
  asked: AskedDocument
  status: { label: string; tone: StatusTone }
  /** A line under the note, e.g. where else to send it. */
  hint?: ReactNode
  /** Offered only while the document is still to be sent, or to be sent again after a rejection. */
  onUpload?: () => void
}

const awaitsUpload = (status: string) => status === 'required' || status === 'rejected'

/**
 * One document the investor is asked for, where it stands, and its upload button. Under the
 * name: why it was rejected, else what is asked.
 */
export function RequirementItem({ name, asked, status, hint, onUpload }: RequirementItemProps) {
  const note =
    asked.status === 'rejected' && asked.rejection_reason
      ? asked.rejection_reason
      : asked.description
  return (
    <li>
      <StyledRowText>
        <strong>{name}</strong>
        {note ? <small>{note}</small> : null}
        {hint ? <small>{hint}</small> : null}
      </StyledRowText>
      <Row>
        <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
        {onUpload && awaitsUpload(asked.status) ? (
          <Button variant="secondary" size="sm" onClick={onUpload}>
            Upload {name.toLowerCase()}
          </Button>
        ) : null}
      </Row>
    </li>
  )
}
