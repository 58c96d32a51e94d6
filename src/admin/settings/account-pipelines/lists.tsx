import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { SUBMIT_FALLBACK_MESSAGE, toFormError } from '@/lib/api'
import { StatusBadge } from '@/ui'
import { defineOptionList, type OptionRow } from '@/admin/settings/option-lists'
import { DeletePipelineDialog } from './components/delete-pipeline-dialog'
import { DeleteStageDialog } from './components/delete-stage-dialog'
import { boardPath, PIPELINES_PATH, plural, stagesPath } from './model/paths'

/** What pipelines and stages share: a name renamed in a small dialog, read as the host sends it. */
const named = (label: string) =>
  ({
    fields: [{ name: 'name', label, kind: 'text', required: true }],
    dialogSize: 'sm',
    sort: ['order', 'id'],
    resource: 'pipelines',
    // A write shows on the deal board and in every deal list at once.
    refreshes: ['pipelines', 'pipeline-stages', 'pipeline-deals'],
    texts: {
      rowName: (row: OptionRow) => row.name,
      editWord: 'Rename',
      editTitle: (row: OptionRow) => `Rename ${row.name}`,
      editSubmit: 'Save name',
      errorTitle: undefined,
      errorMessage: undefined,
    },
  }) as const

const pipelineName = named('Pipeline name')
const stageName = named('Stage name')

/** Settings > Account > Pipelines: the deal pipelines, their stage and deal counts. */
export const pipelines = defineOptionList({
  ...pipelineName,
  item: 'pipelines',
  family: 'pipelines',
  description:
    'The deal pipelines and their stages: each pipeline is a board under Investments › Deals.',
  noun: 'pipeline',
  plural: 'pipelines',
  include: ['stagesCount', 'dealsCount'],
  fixedOrder: true,
  nameHeader: 'Pipeline',
  nameCell: (p) => (
    <StyledName>
      <Link to={stagesPath(p.id)}>{p.name}</Link>
      {p.is_default === 1 ? <StatusBadge tone="info">Default</StatusBadge> : null}
    </StyledName>
  ),
  columns: [
    { id: 'stages', header: 'Stages', align: 'right', cell: (p) => Number(p.stages_count ?? 0) },
    { id: 'deals', header: 'Deals', align: 'right', cell: (p) => Number(p.deals_count ?? 0) },
  ],
  rowActions: (p) => (
    <StyledLinks>
      <Link to={stagesPath(p.id)} aria-label={`Stages of ${p.name}`}>
        Stages
      </Link>
      <Link to={boardPath(p.id)} aria-label={`Deal board of ${p.name}`}>
        Board
      </Link>
    </StyledLinks>
  ),
  DeleteDialog: DeletePipelineDialog,
  texts: {
    ...pipelineName.texts,
    loading: 'Loading the pipelines',
    empty: 'A pipeline is a board of stages that deals move through.',
    caption: () => 'Pipelines',
    newSubmit: 'Create pipeline',
    added: (name) => `Pipeline ${name} created.`,
    saved: (name) => `Pipeline renamed to ${name}.`,
  },
})

/** A pipeline's stages (the deal board's columns, in order): add, rename, reorder, delete. */
export const stages = defineOptionList({
  ...stageName,
  item: 'pipelines',
  family: 'pipeline-stages',
  description: "The stages deals move through, in the order of the deal board's columns.",
  noun: 'stage',
  plural: 'stages',
  include: ['dealsCount'],
  parent: {
    family: 'pipelines',
    key: 'pipeline_id',
    noun: 'pipeline',
    loading: 'Loading the pipeline',
    title: (p) => (p ? `${p.name}: stages` : 'Pipeline stages'),
    back: { to: PIPELINES_PATH, label: 'Back to pipelines' },
    above: (p) => (
      <StyledBoardLink to={boardPath(p.id)}>Open the {p.name} deal board</StyledBoardLink>
    ),
  },
  display: 'list',
  lead: (stage) => (
    <StyledSwatch aria-hidden="true" style={{ background: String(stage.colour ?? '') }} />
  ),
  meta: (stage) => plural(Number(stage.deals_count ?? 0), 'deal'),
  DeleteDialog: DeleteStageDialog,
  reorderFailure: (error) => {
    const { message, fieldErrors } = toFormError(error)
    const why = message ?? Object.values(fieldErrors)[0] ?? SUBMIT_FALLBACK_MESSAGE
    return `The new stage order was not saved: ${why}`
  },
  texts: {
    ...stageName.texts,
    newButton: 'Add stage',
    newTitle: (pipeline) => `New stage of ${pipeline}`,
    newSubmit: 'Add stage',
    added: (name) => `Stage ${name} added.`,
    saved: (name) => `Stage renamed to ${name}.`,
    loading: 'Loading the stages',
    empty: "Add the stages deals move through; they become the board's columns.",
    caption: (pipeline) => `Stages of ${pipeline}`,
    hint: 'Drag a stage, or focus its handle and press the up and down arrow keys, to change the order of the columns on the deal board.',
  },
})

const StyledName = styled.span`
  display: inline-flex;
  white-space: nowrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`

const StyledLinks = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-right: ${({ theme }) => theme.space.xs};
`

const StyledSwatch = styled.span`
  width: 12px;
  height: 12px;
  flex: none;
  border-radius: ${({ theme }) => theme.radii.round};
`

const StyledBoardLink = styled(Link)`
  align-self: flex-start;
  color: ${({ theme }) => theme.colours.link};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`
