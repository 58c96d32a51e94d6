import styled from 'styled-components'
import { fileDescription } from '@/lib/format'
import { Modal, Row } from '@/ui'
import { DownloadLink, FilePreview, useDocumentFile } from '@/shared/documents'
import type { AdminDocument } from '../api/documents-api'
import { visibilityLabel } from '../model/visibility'

export interface ViewerDialogProps {
  doc: AdminDocument | null
  onClose: () => void
}

/**
 * A document opened in the admin portal: the investor portal's viewer (the browser's PDF
 * viewer in a frame, images as images, other files to download) in a large dialog.
 */
export function ViewerDialog({ doc, onClose }: ViewerDialogProps) {
  return (
    <Modal
      open={doc !== null}
      onClose={onClose}
      title={doc?.name ?? 'Document'}
      description={doc ? `${fileDescription(doc)} · ${visibilityLabel(doc.visibility)}` : null}
      size="lg"
    >
      {doc ? <Viewer doc={doc} /> : null}
    </Modal>
  )
}

function Viewer({ doc }: { doc: AdminDocument }) {
  const file = useDocumentFile(doc)
  return (
    <>
      <FilePreview doc={doc} file={file} missing="It has no stored file to show or download." />
      {file.available ? (
        <StyledActions $justify="flex-end" $align="stretch" $nowrap>
          <DownloadLink href={file.href} fileName={doc.file_name} loading={file.loading} />
        </StyledActions>
      ) : null}
    </>
  )
}

const StyledActions = styled(Row)`
  margin-top: ${({ theme }) => theme.space.md};
`
