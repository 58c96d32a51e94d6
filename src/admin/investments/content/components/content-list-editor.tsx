import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { toFormError } from '@/lib/api'
import type { RecordOf } from '@/lib/resources'
import {
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  LoadingState,
  ReorderableList,
  Row,
  Stack,
  useReorderable,
  useToast,
} from '@/ui'
import {
  contentQuery,
  createContent,
  deleteContent,
  refreshContent,
  updateContent,
  type ContentFamily,
} from '../api/content-api'
import { useReorder } from '../api/use-reorder'
import { nextOrder } from '../model/reorder'
import { ItemForm, type FieldSpec, type ItemValues } from './item-form'
import { StyledMove, StyledSummary } from './content-list-styles'

type Item<F extends ContentFamily> = RecordOf<F>

export interface ContentListEditorProps<F extends ContentFamily> {
  family: F
  opportunityId: number
  title: string
  /** One row in words, lower case ("key point"). */
  what: string
  /** Several rows in words, lower case ("key points"). */
  whats: string
  fields: FieldSpec[]
  /** The form's values for a row (blank ones for a new row). */
  valuesOf: (row: Item<F> | null) => ItemValues
  /** The row in buttons and forms ("Edit …"); by position too, where rows may share a name. */
  nameOf: (row: Item<F>, index: number) => string
  /** What a row shows when it is not being edited. */
  summary: (row: Item<F>) => ReactNode
  /** Rows kept in `order`, moved by drag or by keyboard; otherwise the host's order (dates). */
  reorderable?: boolean
  /** What an empty list says. */
  emptyText: string
  /** Rows added another way (the gallery's uploads), shown above the list instead of "Add". */
  adder?: ReactNode
}

/** Only what changed is sent; a photo goes only when one was chosen. */
function payload(values: ItemValues) {
  const out: Record<string, string | File | null> = {}
  for (const [key, value] of Object.entries(values)) {
    if (value instanceof File || value === null) {
      if (value) out[key] = value
    } else out[key] = value.trim() === '' ? null : value
  }
  return out
}

/**
 * One kind of an opportunity's content as a list: each row edited and saved on its own, added
 * at the end, deleted after a confirmation, and (when ordered) moved by drag or keyboard.
 */
export function ContentListEditor<F extends ContentFamily>({
  family,
  opportunityId,
  title,
  what,
  whats,
  fields,
  valuesOf,
  nameOf,
  summary,
  reorderable = false,
  emptyText,
  adder,
}: ContentListEditorProps<F>) {
  const client = useQueryClient()
  const toast = useToast()
  const query = useQuery(contentQuery(family, opportunityId))
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const [deleting, setDeleting] = useState<{ row: Item<F>; name: string } | null>(null)
  const move = useReorder(family as Exclude<ContentFamily, 'key-dates'>, opportunityId, whats)
  const remove = useMutation({
    mutationFn: (id: number) => deleteContent(family, id),
    onSuccess: () => {
      toast.success(`The ${what} was deleted.`)
      setDeleting(null)
      void refreshContent(client, family)
    },
  })
  const rows = (query.data?.data ?? []) as Item<F>[]
  const reorder = useReorderable({
    items: rows,
    keyOf: (row) => row.id,
    onMove: reorderable && editing === null ? move : undefined,
  })
  const Capital = what.charAt(0).toUpperCase() + what.slice(1)

  const saved = (message: string) => () => {
    toast.success(message)
    setEditing(null)
    void refreshContent(client, family)
  }

  const addButton =
    adder || editing === 'new' ? null : (
      <Button size="sm" variant="secondary" onClick={() => setEditing('new')}>
        Add {what}
      </Button>
    )

  let body: ReactNode
  if (query.isPending) body = <LoadingState label={`Loading ${whats}…`} />
  else if (query.isError)
    body = (
      <ErrorState
        message={`The ${whats} could not be loaded.`}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    )
  else if (rows.length === 0 && editing !== 'new')
    body = <EmptyState title={`No ${whats} yet`} description={emptyText} action={addButton} />
  else
    body = (
      <ReorderableList
        reorder={reorder}
        label={title}
        names={(row, index) => ({
          up: `Move ${nameOf(row, index)} up`,
          down: `Move ${nameOf(row, index)} down`,
        })}
        softEnds
      >
        {(row, index, buttons) =>
          editing === row.id ? (
            <ItemForm
              fields={fields}
              initial={valuesOf(row)}
              label={`Edit ${nameOf(row, index)}`}
              submitLabel="Save"
              onSave={(values) => updateContent(family, row.id, payload(values))}
              onDone={saved(`${Capital} saved.`)}
              onCancel={() => setEditing(null)}
            />
          ) : (
            <Row $align="stretch" $justify="space-between">
              {buttons ? <StyledMove>{buttons}</StyledMove> : null}
              <StyledSummary>{summary(row)}</StyledSummary>
              <Row $nowrap $gap="xxs" $align="flex-start">
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Edit ${nameOf(row, index)}`}
                  onClick={() => setEditing(row.id)}
                >
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Delete ${nameOf(row, index)}`}
                  onClick={() => {
                    remove.reset()
                    setDeleting({ row, name: nameOf(row, index) })
                  }}
                >
                  Delete
                </Button>
              </Row>
            </Row>
          )
        }
      </ReorderableList>
    )

  return (
    <Card title={title} actions={rows.length > 0 ? addButton : null}>
      <Stack>
        {adder}
        {body}
        {editing === 'new' ? (
          <ItemForm
            fields={fields}
            initial={valuesOf(null)}
            label={`New ${what}`}
            submitLabel={`Add ${what}`}
            onSave={(values) =>
              createContent(family, {
                ...payload(values),
                investment_opportunity_id: opportunityId,
                ...(reorderable ? { order: nextOrder(rows as { order: number }[]) } : {}),
              })
            }
            onDone={saved(`${Capital} added.`)}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Stack>
      <ConfirmDialog
        open={deleting !== null}
        onCancel={() => setDeleting(null)}
        tone="danger"
        busyLabel="Deleting"
        title={`Delete this ${what}?`}
        confirmLabel="Delete"
        busy={remove.isPending}
        error={remove.isError ? (toFormError(remove.error).message ?? null) : null}
        onConfirm={() => deleting && remove.mutate(deleting.row.id)}
      >
        <p>“{deleting?.name}” will no longer show on the opportunity’s page.</p>
      </ConfirmDialog>
    </Card>
  )
}
