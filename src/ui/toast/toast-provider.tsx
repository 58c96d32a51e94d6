import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react'
import styled from 'styled-components'
import { ToastContext, type ToastApi, type ToastOptions } from './toast-context'

// Most pages never show a toast: its look and behaviour load with the first one.
const ToastItem = lazy(() => import('./toast-item').then((m) => ({ default: m.ToastItem })))

interface ToastEntry extends ToastOptions {
  id: string
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastEntry[]>([])
  const counter = useRef(0)

  const dismiss = useCallback((id: string) => {
    setToasts((list) => list.filter((t) => t.id !== id))
  }, [])

  const api = useMemo<ToastApi>(() => {
    const show = (options: ToastOptions) => {
      counter.current += 1
      const id = `toast-${counter.current}`
      setToasts((list) => [...list, { ...options, id }])
      return id
    }
    return {
      show,
      dismiss,
      success: (message, options) => show({ ...options, message, tone: 'success' }),
      error: (message, options) => show({ ...options, message, tone: 'error' }),
      info: (message, options) => show({ ...options, message, tone: 'info' }),
    }
  }, [dismiss])

  return (
    <ToastContext.Provider value={api}>
      {children}
      <StyledViewport role="region" aria-label="Messages">
        <Suspense fallback={null}>
          {toasts.map(({ id, tone = 'info', ...rest }) => (
            <ToastItem key={id} {...rest} tone={tone} onDismiss={() => dismiss(id)} />
          ))}
        </Suspense>
      </StyledViewport>
    </ToastContext.Provider>
  )
}

const StyledViewport = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.toast};
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  left: ${({ theme }) => theme.space.md};
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.xs};
  pointer-events: none;

  ${({ theme }) => theme.media.up('sm')} {
    left: auto;
    width: 380px;
  }

  &:empty {
    display: none;
  }
`
