import { useQueryClient } from '@tanstack/react-query'
import { FieldsDialog, type FieldDecl } from '@/admin/kit/records'
import { useToast } from '@/ui'
import { invalidateTaxRelief, uploadCertificate } from '../api/tax-relief'
import type { IssueInvestor } from '../model/issue-investors'

const FIELDS: readonly FieldDecl[] = [
  {
    name: 'file',
    label: 'Signed certificate (PDF)',
    kind: 'file',
    accept: 'application/pdf',
    required: true,
    hint: 'Up to 10 MB. The investor sees it once it is marked issued.',
  },
]

export interface UploadCertificateDialogProps {
  scheme: string
  row: IssueInvestor
  onClose: () => void
}

/** One investor's signed EIS3/SEIS3, kept as uploaded (not yet the investor's) until issued. */
export function UploadCertificateDialog({ scheme, row, onClose }: UploadCertificateDialogProps) {
  const client = useQueryClient()
  const toast = useToast()
  return (
    <FieldsDialog
      title={`Upload ${scheme}3 certificate`}
      description={`For ${row.investor}${row.reference ? ` (${row.reference})` : ''}.`}
      submitLabel="Upload certificate"
      savingLabel="Uploading"
      fields={FIELDS}
      submit={(values) => {
        const [file] = (values.file as File[] | null) ?? []
        return uploadCertificate(row.investmentId, file)
      }}
      onSaved={() => {
        void invalidateTaxRelief(client)
        toast.success(`Certificate uploaded for ${row.investor}.`)
        onClose()
      }}
      onClose={onClose}
    />
  )
}
