import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { can } from '@/lib/permissions'
import { useCurrentUser } from '@/lib/session'
import { Button, Card, EmptyState, PageStack, Pagination, QueryStates, Stack } from '@/ui'
import { fetchWholeRegister, registerPageQuery } from '../api/soundings'
import { CleanseDialog } from '../components/cleanse-dialog'
import { NewSoundingDialog } from '../components/new-sounding-dialog'
import { RegisterHeader } from '../components/register-header'
import { SoundingsTable } from '../components/soundings-table'
import { WordingDialog } from '../components/wording-dialog'
import { saveCsv } from '../model/csv'
import { REGISTER_CSV, type RegisterRow } from '../model/register-rows'

/** The register as a CSV for the regulator, built from every row (names and labels, not ids). */
export async function exportRegister() {
  saveCsv('insider-register', REGISTER_CSV, await fetchWholeRegister())
}

type Dialog = { kind: 'new' } | { kind: 'wording' | 'cleanse'; row: RegisterRow } | null

/**
 * /admin/insider-register (SPEC §2 market sounding acceptance): every investor sounded, when,
 * the wording they saw, whether they agreed to receive the information or declined it and when,
 * their SPEC §4 response and when, and when the information was cleansed.
 * Staff who may create investors sound investors and cleanse soundings.
 */
export function MarketSoundingsPage() {
  const role = useCurrentUser().user?.role_id
  const mayWrite = can(role, 'investors', 'create')
  const [page, setPage] = useState(1)
  const [dialog, setDialog] = useState<Dialog>(null)
  const register = useQuery(registerPageQuery(page))
  const newButton = mayWrite ? (
    <Button onClick={() => setDialog({ kind: 'new' })}>New market sounding</Button>
  ) : null

  // The table bears its own frame, as the admin lists' do; the loading and error states get a card.
  const content = (
    <QueryStates
      query={register}
      loading="Loading the register…"
      errorMessage="The register could not be loaded."
      frame={(state) => <Card>{state}</Card>}
    >
      {(data) => (
        <Stack>
          <SoundingsTable
            rows={data.data}
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
          {data.total > 0 ? (
            <Pagination
              meta={data}
              onPageChange={setPage}
              label="Register pages"
              itemNoun="insiders"
            />
          ) : null}
        </Stack>
      )}
    </QueryStates>
  )

  return (
    <PageStack>
      <RegisterHeader
        active="soundings"
        description="Who holds inside information: when each investor was sounded, what they saw, whether they agreed to receive it, their answer and when it was made public."
        onExport={exportRegister}
        actions={newButton}
      />
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
