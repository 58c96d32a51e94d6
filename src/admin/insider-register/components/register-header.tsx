import type { ReactNode } from 'react'
import { useTerm } from '@/lib/terminology'
import { ExportButton, PageHeader, Row } from '@/ui'
import { RegisterTabs, type RegisterTab } from './register-tabs'

/** The insider register's heading over either list, with that list's actions, then the tabs. */
export function RegisterHeader({
  active,
  description,
  onExport,
  actions,
}: {
  active: RegisterTab
  description: string
  /** Fetches and saves the whole list as a CSV. */
  onExport: () => Promise<unknown>
  actions: ReactNode
}) {
  const t = useTerm()
  return (
    <>
      <PageHeader
        title={t('insider_register')}
        description={description}
        actions={
          <Row $align="stretch">
            <ExportButton onExport={onExport}>Export CSV</ExportButton>
            {actions}
          </Row>
        }
      />
      <RegisterTabs active={active} />
    </>
  )
}
