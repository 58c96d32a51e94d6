import { useCallback, useEffect, useRef } from 'react'
import { useBlocker } from 'react-router-dom'
import { Button, FormActions, Modal } from '@/ui'

/**
 * Warns before leaving a form with unsaved changes: a dialog for a move inside the app (a
 * link, back/forward), the browser's own prompt for a reload or a closed tab.
 */
export function useLeaveWarning(dirty: boolean) {
  // A ref, so the navigation that follows a save (same tick) is not held by the old answer.
  const allowed = useRef(false)
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  )
  const allowLeave = useCallback(() => {
    allowed.current = true
  }, [])
  useEffect(() => {
    if (!dirty) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [dirty])

  const dialog = (
    <Modal
      open={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title="Leave without saving?"
      description="The changes you made on this page have not been saved and will be lost."
      footer={
        <FormActions>
          <Button variant="secondary" onClick={() => blocker.reset?.()}>
            Stay on this page
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed?.()}>
            Leave without saving
          </Button>
        </FormActions>
      }
    >
      {null}
    </Modal>
  )
  return { dialog, allowLeave }
}
