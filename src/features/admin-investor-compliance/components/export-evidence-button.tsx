import { useMutation } from '@tanstack/react-query'
import { isTimeout } from '../../../lib/api'
import { Button, useToast } from '../../../ui'
import { fetchEvidenceCsv } from '../api/evidence-requests'

/** Hands a file to the browser to save, as a download link would. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // The click has handed the blob to the browser; revoke once it has read it.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** "Export CSV": the host's file of the same timeline, for an auditor. */
export function ExportEvidenceButton({ userId }: { userId: number }) {
  const toast = useToast()
  const exporter = useMutation({
    mutationFn: () => fetchEvidenceCsv(userId),
    onSuccess: ({ blob, fileName }) => {
      saveFile(blob, fileName)
      toast.success(`Exported ${fileName}`)
    },
    onError: (err) =>
      toast.error(
        isTimeout(err) ? 'timeout' : 'The compliance evidence could not be exported. Try again.',
      ),
  })
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={exporter.isPending}
      loadingText="Exporting CSV"
      onClick={() => {
        if (!exporter.isPending) exporter.mutate()
      }}
    >
      Export CSV
    </Button>
  )
}
