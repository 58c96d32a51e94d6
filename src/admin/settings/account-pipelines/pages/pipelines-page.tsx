import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import {
  Button,
  DataTable,
  EmptyState,
  QueryStates,
  StatusBadge,
  useToast,
  type Column,
} from '@/ui'
import { SettingsFrame } from '@/admin/settings/components/settings-frame'
import {
  createPipeline,
  invalidatePipelines,
  pipelinesQuery,
  renamePipeline,
  type Pipeline,
} from '../api/pipelines'
import { DeletePipelineDialog } from '../components/delete-pipeline-dialog'
import { NameDialog } from '../components/name-dialog'
import { usePipelineRights } from '../hooks/use-pipeline-rights'
import { boardPath, stagesPath } from '../model/paths'

type Dialog = { kind: 'new' } | { kind: 'rename' | 'delete'; pipeline: Pipeline } | null

/** Settings > Account > Pipelines: the deal pipelines, their stage and deal counts. */
export function PipelinesPage() {
  const query = useQuery(pipelinesQuery())
  const client = useQueryClient()
  const toast = useToast()
  const rights = usePipelineRights()
  const [dialog, setDialog] = useState<Dialog>(null)
  const close = () => setDialog(null)
  const saved = (text: string) => {
    close()
    void invalidatePipelines(client)
    toast.success(text)
  }

  const newButton = rights.create ? (
    <Button onClick={() => setDialog({ kind: 'new' })}>New pipeline</Button>
  ) : null

  const columns: Column<Pipeline>[] = [
    {
      id: 'name',
      header: 'Pipeline',
      cell: (p) => (
        <StyledName>
          <Link to={stagesPath(p.id)}>{p.name}</Link>
          {p.is_default === 1 ? <StatusBadge tone="info">Default</StatusBadge> : null}
        </StyledName>
      ),
    },
    { id: 'stages', header: 'Stages', align: 'right', cell: (p) => p.stages_count ?? 0 },
    { id: 'deals', header: 'Deals', align: 'right', cell: (p) => p.deals_count ?? 0 },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (p) => (
        <StyledActions>
          <Link to={stagesPath(p.id)} aria-label={`Stages of ${p.name}`}>
            Stages
          </Link>
          <Link to={boardPath(p.id)} aria-label={`Deal board of ${p.name}`}>
            Board
          </Link>
          {rights.update ? (
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Rename ${p.name}`}
              onClick={() => setDialog({ kind: 'rename', pipeline: p })}
            >
              Rename
            </Button>
          ) : null}
          {rights.delete ? (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Delete ${p.name}`}
              onClick={() => setDialog({ kind: 'delete', pipeline: p })}
            >
              Delete
            </Button>
          ) : null}
        </StyledActions>
      ),
    },
  ]

  return (
    <SettingsFrame
      item="pipelines"
      description="The deal pipelines and their stages: each pipeline is a board under Investments › Deals."
      actions={newButton}
    >
      <QueryStates query={query} loading="Loading the pipelines">
        {(pipelines) =>
          pipelines.length === 0 ? (
            <EmptyState
              title="No pipelines yet"
              description="A pipeline is a board of stages that deals move through."
              action={newButton}
            />
          ) : (
            <DataTable
              caption="Pipelines"
              columns={columns}
              rows={pipelines}
              rowKey={(p) => p.id}
            />
          )
        }
      </QueryStates>
      {dialog?.kind === 'new' ? (
        <NameDialog
          title="New pipeline"
          label="Pipeline name"
          submitLabel="Create pipeline"
          save={createPipeline}
          onSaved={(name) => saved(`Pipeline ${name} created.`)}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'rename' ? (
        <NameDialog
          title={`Rename ${dialog.pipeline.name}`}
          label="Pipeline name"
          initial={dialog.pipeline.name}
          submitLabel="Save name"
          save={(name) => renamePipeline(dialog.pipeline.id, name)}
          onSaved={(name) => saved(`Pipeline renamed to ${name}.`)}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeletePipelineDialog
          pipeline={dialog.pipeline}
          onDeleted={() => saved(`Pipeline ${dialog.pipeline.name} deleted.`)}
          onClose={close}
        />
      ) : null}
    </SettingsFrame>
  )
}

const StyledName = styled.span`
  display: inline-flex;
  white-space: nowrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

// One line per row: on a phone the table scrolls in its box rather than growing tall rows.
const StyledActions = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  white-space: nowrap;
`
