import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { useParams } from 'react-router-dom'
import { errorStatus } from '@/lib/api'
import { capitalise } from '@/lib/format'
import { can } from '@/lib/permissions'
import { recordQuery } from '@/lib/resources'
import { useCurrentUser } from '@/lib/session'
import {
  Button,
  EmptyState,
  NotFoundError,
  QueryStates,
  Stack,
  useReorderable,
  useToast,
  VisuallyHidden,
} from '@/ui'
import { SettingsFrame } from '@/admin/settings/components/settings-frame'
import { optionListQuery, refreshFamily, type Scope } from '../api/option-list-api'
import {
  inOrder,
  type OptionListConfig,
  type OptionParent,
  type OptionRow,
} from '../model/option-list'
import { textsOf } from '../model/option-texts'
import { DeleteOptionDialog } from './delete-option-dialog'
import { OptionCards } from './option-cards'
import { OptionFormDialog } from './option-form-dialog'
import { OptionTable } from './option-table'
import { useReorder } from './use-reorder'

type Dialog = { kind: 'create' } | { kind: 'edit' | 'delete'; row: OptionRow } | null

export interface OptionListPageProps {
  config: OptionListConfig
}

/**
 * Any settings option list (industries, lead statuses, pipelines, a pipeline's stages…): its
 * rows in their order, with create and edit in a dialog, reorder by dragging or Move up / Move
 * down (saved at once, put back if the host refuses), and delete after a confirmation the host
 * may refuse while the row is in use. What a role may not do is not offered.
 */
export function OptionListPage({ config }: OptionListPageProps) {
  return config.parent ? (
    <InParent config={config} parent={config.parent} />
  ) : (
    <OptionList config={config} />
  )
}

/** A list scoped to the record at the route's `:id`; an id naming none is the 404 page. */
function InParent({ config, parent }: OptionListPageProps & { parent: OptionParent }) {
  const id = useParams().id ?? ''
  if (!/^\d+$/.test(id)) throw new NotFoundError(parent.noun)
  return <ParentRecord config={config} parent={parent} id={id} />
}

function ParentRecord({
  config,
  parent,
  id,
}: OptionListPageProps & { parent: OptionParent; id: string }) {
  const query = useQuery(recordQuery(parent.family, id))
  if (query.isError && errorStatus(query.error) === 404) throw new NotFoundError(parent.noun)
  const record = (query.data ?? null) as OptionRow | null
  return (
    <OptionList
      config={config}
      scope={{ [parent.key]: Number(id) }}
      parentName={record?.name ?? capitalise(parent.noun)}
      title={parent.title(record)}
      back={parent.back}
      wrap={(rows) => (
        <QueryStates query={query} loading={parent.loading}>
          {(p) => (
            <Stack>
              {parent.above?.(p as unknown as OptionRow)}
              {rows}
            </Stack>
          )}
        </QueryStates>
      )}
    />
  )
}

interface OptionListProps extends OptionListPageProps {
  scope?: Scope
  parentName?: string
  title?: string
  back?: { to: string; label: string }
  /** The parent's surroundings of the rows. */
  wrap?: (rows: ReactNode) => ReactNode
}

function OptionList({
  config,
  scope = {},
  parentName = '',
  title,
  back,
  wrap = (r) => r,
}: OptionListProps) {
  const texts = textsOf(config)
  const roleId = useCurrentUser().user?.role_id ?? null
  const may = {
    create: can(roleId, config.resource, 'create'),
    update: can(roleId, config.resource, 'update'),
    delete: can(roleId, config.resource, 'delete'),
  }
  const toast = useToast()
  const client = useQueryClient()
  const query = useQuery(optionListQuery(config, scope))
  // The list's type is the union of the families' records; every one has id, name and order.
  const rows = inOrder((query.data?.data ?? []) as unknown as OptionRow[])
  const [dialog, setDialog] = useState<Dialog>(null)
  const close = () => setDialog(null)
  const asTable = config.display !== 'list'
  // A table says its moves in the page's live region; the list has its own.
  const [announcement, announce] = useState('')
  const save = useReorder(config, scope, asTable ? announce : undefined)
  const reorder = useReorderable({
    items: rows,
    keyOf: (row) => row.id,
    onMove: may.update && !config.fixedOrder ? (from, to) => save(rows, from, to) : undefined,
    spokenName: texts.rowName,
    onAnnounce: asTable ? announce : undefined,
  })
  const table = {
    config,
    texts,
    caption: texts.caption(parentName),
    rows,
    may,
    reorder,
    onEdit: (row: OptionRow) => setDialog({ kind: 'edit', row }),
    onDelete: (row: OptionRow) => setDialog({ kind: 'delete', row }),
  }
  const newButton = may.create ? (
    <Button onClick={() => setDialog({ kind: 'create' })}>{texts.newButton}</Button>
  ) : null
  const Delete = config.DeleteDialog

  return (
    <SettingsFrame
      item={config.item}
      title={title ?? config.title}
      description={config.description}
      back={back}
      actions={newButton}
    >
      {wrap(
        <QueryStates
          query={query}
          loading={texts.loading}
          errorTitle={texts.errorTitle}
          errorMessage={texts.errorMessage}
        >
          {() =>
            rows.length === 0 ? (
              <EmptyState
                title={`No ${config.plural} yet`}
                description={texts.empty}
                action={newButton}
              />
            ) : asTable ? (
              <OptionTable {...table} />
            ) : (
              <OptionCards {...table} />
            )
          }
        </QueryStates>,
      )}
      {asTable ? (
        <VisuallyHidden role="status" aria-live="polite">
          {announcement}
        </VisuallyHidden>
      ) : null}
      {dialog?.kind === 'create' || dialog?.kind === 'edit' ? (
        <OptionFormDialog
          config={config}
          texts={texts}
          scope={scope}
          parentName={parentName}
          row={dialog.kind === 'edit' ? dialog.row : undefined}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'delete' && Delete ? (
        <Delete
          row={dialog.row}
          rows={rows}
          onDeleted={(said) => {
            close()
            void refreshFamily(client, config)
            toast.success(said)
          }}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'delete' && !Delete ? (
        <DeleteOptionDialog config={config} row={dialog.row} onClose={close} />
      ) : null}
    </SettingsFrame>
  )
}
