import type { ReactNode } from 'react'
import { Button, FormActions } from '@/ui'

export interface SaveActionsProps {
  /** The save is under way: the button spins and ignores further clicks. */
  saving: boolean
  /** The submit button's words. */
  label?: ReactNode
  savingLabel?: string
  /** Buttons before the submit button ("Publish as new version"). */
  children?: ReactNode
}

/** A settings form's footer: its submit button, after any other actions. */
export function SaveActions({
  saving,
  label = 'Save',
  savingLabel = 'Saving…',
  children,
}: SaveActionsProps) {
  return (
    <FormActions>
      {children}
      <Button type="submit" loading={saving} loadingText={savingLabel}>
        {label}
      </Button>
    </FormActions>
  )
}
