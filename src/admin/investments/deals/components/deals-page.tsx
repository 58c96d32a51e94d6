import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { queryErrorMessage } from '@/lib/api'
import { useFlags } from '@/lib/flags'
import { ADMIN_PATHS, canOpenAdminRoute, createMenu } from '@/lib/navigation'
import { can } from '@/lib/permissions'
import { useCurrentUser } from '@/lib/session'
import { useTerm } from '@/lib/terminology'
import {
  EmptyState,
  ErrorState,
  LinkButton,
  LoadingState,
  PageHeader,
  Row,
  SelectField,
  Stack,
} from '@/ui'
import { AreaListPage, dealsArea } from '@/admin/kit/lists'
import { pipelinesQuery } from '../api/board-queries'
import { useBoardParams } from '../hooks/use-board-params'
import { DealBoard } from './deal-board'
import { ViewSwitch } from './view-switch'

const PIPELINES_SETTINGS = `${ADMIN_PATHS.settings}/account/pipelines`

const PlusIcon = () => (
  <svg width="1em" height="1em" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
  </svg>
)

/**
 * /admin/investments/deals: the deal pipeline as a board (a column per stage), or as the deals
 * list, the view and the pipeline kept in the URL.
 */
export function DealsPage() {
  const t = useTerm()
  const navigate = useNavigate()
  const flags = useFlags()
  const roleId = useCurrentUser().user?.role_id
  const { view, pipelineId, setView, setPipeline } = useBoardParams()
  const pipelines = useQuery({ ...pipelinesQuery(), enabled: view === 'board' })

  const create = createMenu(roleId, flags).find((a) => a.key === 'deal')
  const canMove = can(roleId, 'pipeline_deals', 'update')
  const settingsLink = canOpenAdminRoute(roleId, flags, PIPELINES_SETTINGS)
    ? PIPELINES_SETTINGS
    : null
  const list = pipelines.data ?? []
  const pipeline = list.find((p) => p.id === pipelineId) ?? list[0]

  const newDeal = create ? (
    <LinkButton href={ADMIN_PATHS.newDeal} onNavigate={navigate} icon={<PlusIcon />}>
      New deal
    </LinkButton>
  ) : null

  return (
    <StyledPage $gap="lg">
      <PageHeader title={t('deals')} description={dealsArea.description} actions={newDeal} />
      <Row $gap="md" $align="flex-end" $justify="space-between">
        <ViewSwitch view={view} onChange={setView} />
        {view === 'board' && list.length > 0 ? (
          <StyledPipeline>
            <SelectField
              label="Pipeline"
              value={pipeline ? String(pipeline.id) : ''}
              options={list.map((p) => ({ value: String(p.id), label: p.name }))}
              onChange={(event) => setPipeline(Number(event.target.value))}
            />
          </StyledPipeline>
        ) : null}
      </Row>

      {view === 'list' ? (
        <AreaListPage area={dealsArea} header={false} />
      ) : pipelines.isError ? (
        <ErrorState
          title="The pipelines could not be loaded"
          message={queryErrorMessage(pipelines.error) ?? undefined}
          onRetry={() => void pipelines.refetch()}
          retrying={pipelines.isFetching}
        />
      ) : !pipelines.data ? (
        <LoadingState label="Loading the pipelines…" showLabel />
      ) : !pipeline ? (
        <EmptyState
          title="No pipelines yet"
          description="Deals sit in a pipeline's stages. Once a pipeline is set up, its board shows here."
          action={settingsLink ? <Link to={settingsLink}>Set up pipelines</Link> : undefined}
        />
      ) : (
        <DealBoard
          key={pipeline.id}
          pipelineId={pipeline.id}
          pipelineName={pipeline.name}
          canMove={canMove}
          stagesLink={settingsLink ? `${settingsLink}/${pipeline.id}/stages` : null}
        />
      )}
    </StyledPage>
  )
}

const StyledPage = styled(Stack)`
  min-width: 0;
`

const StyledPipeline = styled.div`
  width: min(100%, 280px);
`
