import type { ReactNode } from 'react'
import { PageHeader, PageStack, PendingStates, type QueryStatus } from '@/ui'

interface KpiPageProps {
  title: string
  description: string
  /** The reads the page needs before it can show anything (readsTogether for several). */
  read: QueryStatus
  loading: string
  errorMessage: string
  children: () => ReactNode
}

/** A KPI page: its header always, then its reads' loading or error state, then its body. */
export function KpiPage({ title, description, read, children, ...states }: KpiPageProps) {
  return (
    <PageStack>
      <PageHeader title={title} description={description} />
      {read.isPending || read.isError ? <PendingStates query={read} {...states} /> : children()}
    </PageStack>
  )
}
