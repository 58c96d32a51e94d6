import type { ReactNode } from 'react'
import { NotSet } from '@/features/admin-lists'

/** A value as a details row shows it; an empty one says "Not set" to a screen reader. */
export const text = (value: string | number | null | undefined): ReactNode =>
  value === null || value === undefined || value === '' ? <NotSet /> : String(value)
