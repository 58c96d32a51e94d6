import { useState, type ReactNode } from 'react'
import { Button, type ButtonProps } from '@/ui/button/button'
import { useToast } from '@/ui/toast/use-toast'

export interface ExportButtonProps extends Omit<ButtonProps, 'onClick' | 'loading'> {
  /** Fetches and saves the file; a rejection is reported in a toast. */
  onExport: () => Promise<unknown>
  children: ReactNode
  /** What failed, for the toast: "The export failed" by default. */
  failureTitle?: string
  /** The failure's detail from the error (e.g. "timeout"); a generic line by default. */
  describeError?: (error: unknown) => string
}

/**
 * A download action ("Export CSV"): busy while the file is fetched, clicks ignored meanwhile,
 * and a failure said in a toast rather than lost.
 */
export function ExportButton({
  onExport,
  children,
  failureTitle = 'The export failed',
  describeError = () => 'Please try again.',
  variant = 'secondary',
  ...rest
}: ExportButtonProps) {
  const [busy, setBusy] = useState(false)
  const toast = useToast()
  const run = async () => {
    if (busy) return
    setBusy(true)
    try {
      await onExport()
    } catch (error) {
      toast.error(describeError(error), { title: failureTitle })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button {...rest} variant={variant} loading={busy} loadingText="Exporting" onClick={run}>
      {children}
    </Button>
  )
}
