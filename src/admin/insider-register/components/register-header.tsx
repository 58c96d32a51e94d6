import type { ReactNode } from 'react'
import styled from 'styled-components'
import { useTerm } from '@/lib/terminology'
import { PageHeader } from '@/ui'
import { RegisterTabs, type RegisterTab } from './register-tabs'

/** The insider register's heading over either list, with that list's actions, then the tabs. */
export function RegisterHeader({
  active,
  description,
  actions,
}: {
  active: RegisterTab
  description: string
  actions: ReactNode
}) {
  const t = useTerm()
  return (
    <>
      <PageHeader
        title={t('insider_register')}
        description={description}
        actions={<StyledActions>{actions}</StyledActions>}
      />
      <RegisterTabs active={active} />
    </>
  )
}

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`
