import { useQuery } from '@tanstack/react-query'
import { useFlags } from '@/lib/flags'
import { can } from '@/lib/permissions'
import { useCurrentUser } from '@/lib/session'
import { PageStack, QueryStates } from '@/ui'
import { SettingsFrame } from '@/admin/settings/components/settings-frame'
import { complianceSettingsQuery } from './appropriateness-api'
import { QuestionBank } from './question-bank'
import { TriesForm } from './tries-form'

/**
 * /admin/settings/investor/appropriateness-test: the attempts allowed and the question banks
 * (SPEC §2/§4): one bank while the risk warning is off; with it on, investors meet bank 1 and
 * bank 2 on alternate attempts, so both are edited here.
 */
export function AppropriatenessTestPage() {
  const flags = useFlags()
  const roleId = useCurrentUser().user?.role_id ?? null
  const canEdit = can(roleId, 'compliance', 'update')
  const settings = useQuery(complianceSettingsQuery)

  return (
    <SettingsFrame
      item="appropriateness-test"
      description="The questions investors answer before they may invest, the correct answers, and how many attempts they have."
    >
      <PageStack>
        <QueryStates query={settings} loading="Loading the attempts allowed">
          {(row) => <TriesForm settings={row} riskWarning={flags.riskWarning} canEdit={canEdit} />}
        </QueryStates>
        {flags.riskWarning ? (
          <>
            <QuestionBank
              bank={1}
              title="Question bank 1"
              description="Investors meet this bank on their first attempt and on every other attempt after."
              canEdit={canEdit}
            />
            <QuestionBank
              bank={2}
              title="Question bank 2"
              description="With the risk warning on, investors meet this bank on their second attempt and on every other attempt after, so retries ask different questions."
              canEdit={canEdit}
            />
          </>
        ) : (
          <QuestionBank
            bank={1}
            title="Questions"
            description="Investors must choose a correct answer to every question to pass."
            canEdit={canEdit}
          />
        )}
      </PageStack>
    </SettingsFrame>
  )
}
