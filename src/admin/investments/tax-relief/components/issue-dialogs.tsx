import { BulkUploadDialog } from './bulk-upload-dialog'
import { MarkIssuedDialog } from './mark-issued-dialog'
import type { IssueDialog } from './share-issue-card'
import { ShareIssueDialog } from './share-issue-dialog'
import { UploadCertificateDialog } from './upload-certificate-dialog'

export interface IssueDialogsProps {
  opportunityId: number
  dialog: IssueDialog | 'add' | null
  onClose: () => void
}

/** The one dialog the tax-relief tab has open. */
export function IssueDialogs({ opportunityId, dialog, onClose }: IssueDialogsProps) {
  if (dialog === null) return null
  if (dialog === 'add')
    return <ShareIssueDialog opportunityId={opportunityId} issue={null} onClose={onClose} />
  const scheme = String(dialog.issue.scheme)
  switch (dialog.kind) {
    case 'edit':
      return (
        <ShareIssueDialog opportunityId={opportunityId} issue={dialog.issue} onClose={onClose} />
      )
    case 'upload':
      return <UploadCertificateDialog scheme={scheme} row={dialog.row} onClose={onClose} />
    case 'bulk':
      return <BulkUploadDialog scheme={scheme} rows={dialog.rows} onClose={onClose} />
    case 'issue':
      return <MarkIssuedDialog scheme={scheme} rows={dialog.rows} onClose={onClose} />
  }
}
