import { createContext, type ReactNode } from 'react'

export type ToastTone = 'info' | 'success' | 'warning' | 'error'

export interface ToastOptions {
  message: ReactNode
  title?: ReactNode
  tone?: ToastTone
  /** Milliseconds before it goes; null keeps it until dismissed. Errors default to longer. */
  duration?: number | null
}

export interface ToastApi {
  show: (options: ToastOptions) => string
  success: (message: ReactNode, options?: Omit<ToastOptions, 'message' | 'tone'>) => string
  error: (message: ReactNode, options?: Omit<ToastOptions, 'message' | 'tone'>) => string
  info: (message: ReactNode, options?: Omit<ToastOptions, 'message' | 'tone'>) => string
  dismiss: (id: string) => void
}

export const ToastContext = createContext<ToastApi | null>(null)
