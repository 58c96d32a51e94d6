import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import styled from 'styled-components'
import { errorStatus } from '@/lib/api'
import { Button, EmptyState, NotFoundError, QueryStates, Stack, useToast } from '@/ui'
import { SettingsFrame } from '@/admin/settings/components/settings-frame'
import {
  createStage,
  invalidatePipelines,
  pipelineQuery,
  renameStage,
  stagesQuery,
  type PipelineStage,
} from '../api/pipelines'
import { DeleteStageDialog } from '../components/delete-stage-dialog'
import { NameDialog } from '../components/name-dialog'
import { StageList } from '../components/stage-list'
import { usePipelineRights } from '../hooks/use-pipeline-rights'
import { useReorderStages } from '../hooks/use-reorder-stages'
import { boardPath, PIPELINES_PATH } from '../model/paths'

type Dialog = { kind: 'new' } | { kind: 'rename' | 'delete'; stage: PipelineStage } | null

/**
 * A pipeline's stages (the deal board's columns, in order): add, rename, reorder, delete. An
 * id that names no pipeline is the 404 page, as for any record.
 */
export function StagesPage() {
  const id = useParams().id ?? ''
  if (!/^\d+$/.test(id)) throw new NotFoundError('pipeline')
  return <PipelineStages id={id} />
}

function PipelineStages({ id }: { id: string }) {
  const pipeline = useQuery(pipelineQuery(id))
  const stages = useQuery(stagesQuery(id))
  const client = useQueryClient()
  const toast = useToast()
  const rights = usePipelineRights()
  const reorder = useReorderStages(id)
  const [dialog, setDialog] = useState<Dialog>(null)
  if (pipeline.isError && errorStatus(pipeline.error) === 404) throw new NotFoundError('pipeline')

  const close = () => setDialog(null)
  const saved = (text: string) => {
    close()
    void invalidatePipelines(client)
    toast.success(text)
  }
  const name = pipeline.data?.name ?? 'Pipeline'
  const addButton = rights.create ? (
    <Button onClick={() => setDialog({ kind: 'new' })}>Add stage</Button>
  ) : null

  return (
    <SettingsFrame
      item="pipelines"
      title={pipeline.data ? `${pipeline.data.name}: stages` : 'Pipeline stages'}
      description="The stages deals move through, in the order of the deal board's columns."
      back={{ to: PIPELINES_PATH, label: 'Back to pipelines' }}
      actions={addButton}
    >
      <QueryStates query={pipeline} loading="Loading the pipeline">
        {(p) => (
          <Stack>
            <StyledBoardLink to={boardPath(p.id)}>Open the {p.name} deal board</StyledBoardLink>
            <QueryStates query={stages} loading="Loading the stages">
              {(list) =>
                list.length === 0 ? (
                  <EmptyState
                    title="No stages yet"
                    description="Add the stages deals move through; they become the board's columns."
                    action={addButton}
                  />
                ) : (
                  <StageList
                    pipelineName={p.name}
                    stages={list}
                    canReorder={rights.update}
                    canRename={rights.update}
                    canDelete={rights.delete}
                    onReorder={reorder.move}
                    onRename={(stage) => setDialog({ kind: 'rename', stage })}
                    onDelete={(stage) => setDialog({ kind: 'delete', stage })}
                  />
                )
              }
            </QueryStates>
          </Stack>
        )}
      </QueryStates>
      {dialog?.kind === 'new' ? (
        <NameDialog
          title={`New stage of ${name}`}
          label="Stage name"
          submitLabel="Add stage"
          save={(stageName) => createStage(Number(id), stageName)}
          onSaved={(stageName) => saved(`Stage ${stageName} added.`)}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'rename' ? (
        <NameDialog
          title={`Rename ${dialog.stage.name}`}
          label="Stage name"
          initial={dialog.stage.name}
          submitLabel="Save name"
          save={(stageName) => renameStage(dialog.stage.id, stageName)}
          onSaved={(stageName) => saved(`Stage renamed to ${stageName}.`)}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteStageDialog
          stage={dialog.stage}
          others={(stages.data ?? []).filter((s) => s.id !== dialog.stage.id)}
          onDeleted={(to) =>
            saved(
              to
                ? `Stage ${dialog.stage.name} deleted; its deals moved to ${to.name}.`
                : `Stage ${dialog.stage.name} deleted.`,
            )
          }
          onClose={close}
        />
      ) : null}
    </SettingsFrame>
  )
}

const StyledBoardLink = styled(Link)`
  align-self: flex-start;
  color: ${({ theme }) => theme.colours.link};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`
