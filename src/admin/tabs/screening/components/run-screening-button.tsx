import { useMutation, useQueryClient } from '@tanstack/react-query'
import { failureMessage } from '@/lib/api'
import { resourceKeys } from '@/lib/resources'
import { Button, useToast } from '@/ui'
import { runScreening } from '../api/screening'
import { SCREENING_STATUS } from '../model/labels'

/** "Run screening": the provider screens the investor now; the new check counts. */
export function RunScreeningButton({ userId }: { userId: number }) {
  const toast = useToast()
  const queryClient = useQueryClient()
  const run = useMutation({
    mutationFn: () => runScreening(userId),
    onSuccess: (check) => {
      void queryClient.invalidateQueries({ queryKey: resourceKeys('users').all })
      toast.success(`Screening complete: ${SCREENING_STATUS[check.status].label.toLowerCase()}.`)
    },
    onError: (err) =>
      toast.error(failureMessage(err, 'The screening could not be run. Try again.')),
  })
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={run.isPending}
      loadingText="Screening"
      onClick={() => {
        if (!run.isPending) run.mutate()
      }}
    >
      Run screening
    </Button>
  )
}
