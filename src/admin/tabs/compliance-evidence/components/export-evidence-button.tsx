import { useMutation } from '@tanstack/react-query'
import { failureMessage } from '@/lib/api'
import { saveFile } from '@/lib/resources'
import { Button, useToast } from '@/ui'
import { fetchEvidenceCsv } from '../api/evidence-requests'

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
      toast.error(failureMessage(err, 'The compliance evidence could not be exported. Try again.')),
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
