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
  /** A form that counts its unsaved changes: "Undo changes" first, the submit inert without them. */
  undo?: { changed: boolean; onUndo: () => void }
}

/** A settings form's footer: its submit button, after any other actions. */
export function SaveActions({
  saving,
  label = 'Save',
  savingLabel = 'Saving…',
  children,
  undo,
}: SaveActionsProps) {
  return (
    <FormActions>
      {undo ? (
        <Button variant="secondary" disabled={!undo.changed || saving} onClick={undo.onUndo}>
          Undo changes
        </Button>
      ) : null}
      {children}
      <Button
        type="submit"
        loading={saving}
        loadingText={savingLabel}
        aria-disabled={(undo && !undo.changed) || undefined}
      >
        {label}
      </Button>
    </FormActions>
  )
}
