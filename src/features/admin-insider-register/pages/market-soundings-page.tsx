import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import styled from 'styled-components'
import { can } from '@/lib/permissions'
import { saveFile } from '@/lib/resources'
import { useCurrentUser } from '@/lib/session'
import { useTerm } from '@/lib/terminology'
import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  ExportButton,
  LoadingState,
  PageHeader,
  PageStack,
  Pagination,
} from '@/ui'
import { fetchWholeRegister, registerPageQuery } from '../api/soundings'
import { CleanseDialog } from '../components/cleanse-dialog'
import { NewSoundingDialog } from '../components/new-sounding-dialog'
import { RegisterTabs } from '../components/register-tabs'
import { SoundingsTable } from '../components/soundings-table'
import { WordingDialog } from '../components/wording-dialog'
import { datedFilename, toCsv } from '../model/csv'
import { REGISTER_CSV, type RegisterRow } from '../model/register-rows'

/** The register as a CSV for the regulator, built from every row (names and labels, not ids). */
export async function exportRegister() {
  const rows = await fetchWholeRegister()
  const csv = toCsv(REGISTER_CSV, rows)
  saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), datedFilename('insider-register'))
}

type Dialog = { kind: 'new' } | { kind: 'wording' | 'cleanse'; row: RegisterRow } | null

/**
 * /admin/insider-register (SPEC §2 market sounding acceptance): every investor sounded, when,
 * the wording they saw, whether they agreed to receive the information or declined it and when,
 * their SPEC §4 response and when, and when the information was cleansed.
 * Staff who may create investors sound investors and cleanse soundings.
 */
export function MarketSoundingsPage() {
  const t = useTerm()
  const role = useCurrentUser().user?.role_id
  const mayWrite = can(role, 'investors', 'create')
  const [page, setPage] = useState(1)
  const [dialog, setDialog] = useState<Dialog>(null)
  const register = useQuery(registerPageQuery(page))
  const newButton = mayWrite ? (
    <Button onClick={() => setDialog({ kind: 'new' })}>New market sounding</Button>
  ) : null

  let content
  if (register.isPending)
    content = (
      <Card>
        <LoadingState label="Loading the register…" />
      </Card>
    )
  else if (register.isError)
    content = (
      <Card>
        <ErrorState
          message="The register could not be loaded."
          onRetry={() => void register.refetch()}
          retrying={register.isFetching}
        />
      </Card>
    )
  else
    // The table bears its own frame, as the admin lists' do.
    content = (
      <StyledList>
        <SoundingsTable
          rows={register.data.data}
          loading={register.isFetching}
          empty={
            <EmptyState
              title="No market soundings yet"
              description="Investors you sound about an opportunity are listed here with their answers."
              action={newButton}
            />
          }
          onViewWording={(row) => setDialog({ kind: 'wording', row })}
          onCleanse={mayWrite ? (row) => setDialog({ kind: 'cleanse', row }) : undefined}
        />
        {register.data.total > 0 ? (
          <Pagination
            meta={register.data}
            onPageChange={setPage}
            label="Register pages"
            itemNoun="insiders"
          />
        ) : null}
      </StyledList>
    )

  return (
    <PageStack>
      <PageHeader
        title={t('insider_register')}
        description="Who holds inside information: when each investor was sounded, what they saw, whether they agreed to receive it, their answer and when it was made public."
        actions={
          <StyledActions>
            <ExportButton onExport={exportRegister}>Export CSV</ExportButton>
            {newButton}
          </StyledActions>
        }
      />
      <RegisterTabs active="soundings" />
      {content}
      {dialog?.kind === 'new' ? <NewSoundingDialog onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'wording' ? (
        <WordingDialog row={dialog.row} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'cleanse' ? (
        <CleanseDialog sounding={dialog.row} onClose={() => setDialog(null)} />
      ) : null}
    </PageStack>
  )
}

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`

const StyledList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`
