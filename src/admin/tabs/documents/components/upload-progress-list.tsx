import styled from 'styled-components'
import { fileSize } from '@/lib/format'
import { TabList } from '@/admin/kit/records'
import { ProgressBar, Row, Stack } from '@/ui'

export interface UploadItem {
  key: string
  file: File
  /** 0-100, of the bytes sent. */
  progress: number
  status: 'waiting' | 'uploading' | 'done' | 'failed'
  error?: string
}

const STATUS_TEXT: Record<UploadItem['status'], string> = {
  waiting: 'Waiting',
  uploading: 'Uploading',
  done: 'Uploaded',
  failed: 'Not uploaded',
}

/**
 * Each chosen file with how far its upload has got and how it ended; a failure says why. The
 * list is a polite live region, so the end of each upload is read out without moving focus.
 */
export function UploadProgressList({ items }: { items: UploadItem[] }) {
  if (items.length === 0) return null
  const started = items.some((i) => i.status !== 'waiting')
  return (
    <TabList as="ul" $gap="sm" aria-label="Uploads" aria-live="polite">
      {items.map((item) => (
        <StyledItem as="li" $gap="xxs" key={item.key} $failed={item.status === 'failed'}>
          <StyledTop $gap="xs" $align="stretch" $justify="space-between">
            <strong>{item.file.name}</strong>
            <span>
              {fileSize(item.file.size)}
              {started ? ` · ${STATUS_TEXT[item.status]}` : ''}
            </span>
          </StyledTop>
          {started ? (
            <ProgressBar
              label={`Upload of ${item.file.name}`}
              percent={item.status === 'done' ? 100 : item.progress}
            />
          ) : null}
          {item.error ? <StyledError>{item.error}</StyledError> : null}
        </StyledItem>
      ))}
    </TabList>
  )
}

const StyledItem = styled(Stack)<{ $failed: boolean }>`
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid
    ${({ theme, $failed }) => ($failed ? theme.colours.danger : theme.colours.border)};
  border-radius: ${({ theme }) => theme.radii.md};
`

const StyledTop = styled(Row)`
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong {
    overflow-wrap: anywhere;
  }

  span {
    color: ${({ theme }) => theme.colours.textMuted};
  }
`

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`
