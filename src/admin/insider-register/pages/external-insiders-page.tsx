import { useNavigate } from 'react-router-dom'
import { AreaListPage } from '@/admin/kit/lists'
import { ADMIN_PATHS } from '@/lib/navigation'
import { can } from '@/lib/permissions'
import { saveFile } from '@/lib/resources'
import { useCurrentUser } from '@/lib/session'
import { ExportButton, LinkButton, PageStack } from '@/ui'
import { fetchAllExternalInsiders } from '../api/external-insiders'
import { RegisterHeader } from '../components/register-header'
import { datedFilename, toCsv } from '../model/csv'
import { EXTERNAL_INSIDERS_CSV } from '../model/external-insider-rows'
import { externalInsidersArea } from '../records/external-insider-area'

/** Every external insider as a CSV for the regulator (the deal by name, times in full). */
export async function exportExternalInsiders() {
  const csv = toCsv(EXTERNAL_INSIDERS_CSV, await fetchAllExternalInsiders())
  saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), datedFilename('external-insiders'))
}

/** /admin/insider-register/pa-deals (SPEC §2): the insider list of people outside the platform. */
export function ExternalInsidersPage() {
  const navigate = useNavigate()
  const role = useCurrentUser().user?.role_id
  return (
    <PageStack>
      <RegisterHeader
        active="external"
        description="People outside the platform who hold inside information about a deal: advisers, lawyers, the company's own staff."
        actions={
          <>
            <ExportButton onExport={exportExternalInsiders}>Export CSV</ExportButton>
            {can(role, 'investors', 'create') ? (
              <LinkButton href={ADMIN_PATHS.newPaDeal} onNavigate={navigate}>
                New external insider
              </LinkButton>
            ) : null}
          </>
        }
      />
      <AreaListPage area={externalInsidersArea} header={false} title="External insiders" />
    </PageStack>
  )
}
