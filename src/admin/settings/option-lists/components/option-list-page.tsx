import { useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { queryErrorMessage } from '@/lib/api'
import { can } from '@/lib/permissions'
import { useCurrentUser } from '@/lib/session'
import {
  Button,
  EmptyState,
  ErrorState,
  LoadingState,
  useReorderable,
  VisuallyHidden,
  type Reorderable,
} from '@/ui'
import { SettingsFrame } from '@/admin/settings/components/settings-frame'
import { optionListQuery } from '../api/option-list-api'
import { inOrder, type OptionListConfig, type OptionRow } from '../model/option-list'
import { capitalise } from '@/lib/format'
import { DeleteOptionDialog } from './delete-option-dialog'
import { OptionFormDialog } from './option-form-dialog'
import { OptionTable } from './option-table'
import { useReorder } from './use-reorder'

type Dialog = { kind: 'create' } | { kind: 'edit' | 'delete'; row: OptionRow } | null

export interface OptionListPageProps {
  config: OptionListConfig
}

/**
 * Any settings option list (industries, lead statuses, KPIs…): its rows in their order, with
 * create and edit in a dialog, reorder by dragging or Move up / Move down (saved at once, put
 * back if the host refuses), and delete after a confirmation the host may refuse while the
 * row is in use. What a role may not do is not offered.
 */
export function OptionListPage({ config }: OptionListPageProps) {
  const roleId = useCurrentUser().user?.role_id ?? null
  const may = {
    create: can(roleId, config.resource, 'create'),
    update: can(roleId, config.resource, 'update'),
    delete: can(roleId, config.resource, 'delete'),
  }
  const query = useQuery(optionListQuery(config))
  // The list's type is the union of the families' records; every one has id, name and order.
  const rows = inOrder((query.data?.data ?? []) as unknown as OptionRow[])
  const [dialog, setDialog] = useState<Dialog>(null)
  const [announcement, announce] = useState('')
  const save = useReorder(config, announce)
  const reorder = useReorderable({
    items: rows,
    keyOf: (row) => row.id,
    onMove: may.update ? (from, to) => save(rows, from, to) : undefined,
    spokenName: (row) => `“${row.name}”`,
    onAnnounce: announce,
  })

  const newButton = may.create ? (
    <Button onClick={() => setDialog({ kind: 'create' })}>New {config.noun}</Button>
  ) : null

  return (
    <SettingsFrame
      item={config.item}
      title={config.title}
      description={config.description}
      actions={newButton}
    >
      <Body
        config={config}
        rows={rows}
        status={query.status}
        error={query.error}
        refetching={query.isFetching}
        onRetry={() => void query.refetch()}
        may={may}
        reorder={reorder}
        onEdit={(row) => setDialog({ kind: 'edit', row })}
        onDelete={(row) => setDialog({ kind: 'delete', row })}
        emptyAction={newButton}
      />
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {dialog?.kind === 'create' ? (
        <OptionFormDialog config={config} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <OptionFormDialog config={config} row={dialog.row} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteOptionDialog config={config} row={dialog.row} onClose={() => setDialog(null)} />
      ) : null}
    </SettingsFrame>
  )
}

interface BodyProps {
  config: OptionListConfig
  rows: OptionRow[]
  status: 'pending' | 'error' | 'success'
  error: unknown
  refetching: boolean
  onRetry: () => void
  may: { update: boolean; delete: boolean }
  reorder: Reorderable<OptionRow>
  onEdit: (row: OptionRow) => void
  onDelete: (row: OptionRow) => void
  emptyAction: ReactNode
}

function Body({
  config,
  rows,
  status,
  error,
  refetching,
  onRetry,
  emptyAction,
  ...table
}: BodyProps) {
  if (status === 'pending') return <LoadingState label={`Loading ${config.plural}`} />
  if (status === 'error')
    return (
      <ErrorState
        title={`The ${config.plural} could not be loaded`}
        message={queryErrorMessage(error) ?? 'Please try again.'}
        onRetry={onRetry}
        retrying={refetching}
      />
    )
  if (rows.length === 0)
    return (
      <EmptyState
        title={`No ${config.plural} yet`}
        description={`${capitalise(config.plural)} you add appear here, in the order you set.`}
        action={emptyAction}
      />
    )
  return <OptionTable config={config} rows={rows} {...table} />
}
