import { useNavigate } from 'react-router-dom'
import { AreaListPage } from '@/admin/kit/lists'
import { ADMIN_PATHS } from '@/lib/navigation'
import { can } from '@/lib/permissions'
import { useCurrentUser } from '@/lib/session'
import { LinkButton, PageStack } from '@/ui'
import { fetchAllExternalInsiders } from '../api/external-insiders'
import { RegisterHeader } from '../components/register-header'
import { saveCsv } from '../model/csv'
import { EXTERNAL_INSIDERS_CSV } from '../model/external-insider-rows'
import { externalInsidersArea } from '../records/external-insider-area'

/** Every external insider as a CSV for the regulator (the deal by name, times in full). */
export async function exportExternalInsiders() {
  saveCsv('external-insiders', EXTERNAL_INSIDERS_CSV, await fetchAllExternalInsiders())
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
        onExport={exportExternalInsiders}
        actions={
          can(role, 'investors', 'create') ? (
            <LinkButton href={ADMIN_PATHS.newPaDeal} onNavigate={navigate}>
              New external insider
            </LinkButton>
          ) : null
        }
      />
      <AreaListPage area={externalInsidersArea} header={false} title="External insiders" />
    </PageStack>
  )
}
