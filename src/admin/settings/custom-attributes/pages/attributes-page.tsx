import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { can } from '@/lib/permissions'
import { useCurrentUser } from '@/lib/session'
import {
  Button,
  Card,
  DataTable,
  EmptyState,
  QueryStates,
  MoveButtons,
  SelectField,
  Stack,
  StatusBadge,
  VisuallyHidden,
  type Column,
} from '@/ui'
import { SettingsFrame } from '../../components/settings-frame'
import { attributesListQuery } from '../api/attributes'
import { swapOrders, useReorderAttribute } from '../api/reorder'
import { DeleteAttributeDialog } from '../components/delete-attribute-dialog'
import { NewAttributeDialog } from '../components/new-attribute-dialog'
import {
  ATTRIBUTE_ENTITIES,
  configurePath,
  ENTITY_LABELS,
  mayChange,
  TYPE_LABELS,
  type Attribute,
  type AttributeEntity,
} from '../model/attribute-model'

/** `/admin/settings/attributes`: the custom attributes by the records they apply to. */
export function AttributesPage() {
  const roleId = useCurrentUser().user?.role_id ?? null
  const navigate = useNavigate()
  const query = useQuery(attributesListQuery())
  const reorder = useReorderAttribute()
  const [shown, setShown] = useState<AttributeEntity | ''>('')
  const [creating, setCreating] = useState(false)
  const [deleting, setDeleting] = useState<Attribute | null>(null)
  const mayCreate = can(roleId, 'attributes', 'create')
  const mayDelete = can(roleId, 'attributes', 'delete')
  const rows = query.data ?? []

  const move = (row: Attribute, by: -1 | 1) => {
    const changes = swapOrders(rows, row, by)
    if (changes.length > 0) reorder.move(changes)
  }
  const columnsFor = (group: Attribute[]): Column<Attribute>[] => [
    {
      id: 'name',
      header: 'Name',
      cell: (a) => (
        <StyledName>
          <Link to={configurePath(a.id)}>{a.name}</Link>
          {a.is_locked === 1 ? <StatusBadge tone="neutral">Locked</StatusBadge> : null}
        </StyledName>
      ),
    },
    { id: 'key', header: 'Key', cell: (a) => <StyledKey>{a.key}</StyledKey> },
    { id: 'type', header: 'Type', cell: (a) => TYPE_LABELS[a.type].replace(/ \(.*\)$/, '') },
    { id: 'required', header: 'Required', cell: (a) => (a.is_required === 1 ? 'Yes' : 'No') },
    {
      id: 'values',
      header: 'Records with a value',
      align: 'right',
      cell: (a) => a.values_count ?? 0,
    },
    {
      id: 'order',
      header: 'Order',
      cell: (a) => {
        const at = group.indexOf(a)
        const movable = (other: Attribute | undefined) =>
          other !== undefined && mayChange(roleId, a) && mayChange(roleId, other)
        return (
          <StyledActions>
            <MoveButtons
              index={at}
              count={group.length}
              names={{ up: `Move ${a.name} up`, down: `Move ${a.name} down` }}
              disabled={reorder.isPending}
              blocked={{ up: !movable(group[at - 1]), down: !movable(group[at + 1]) }}
              onMove={(direction) => move(a, direction === 'up' ? -1 : 1)}
            />
          </StyledActions>
        )
      },
    },
    ...(mayDelete
      ? [
          {
            id: 'delete',
            header: <VisuallyHidden>Actions</VisuallyHidden>,
            align: 'right' as const,
            cell: (a: Attribute) => (
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Delete ${a.name}`}
                onClick={() => setDeleting(a)}
              >
                Delete
              </Button>
            ),
          },
        ]
      : []),
  ]

  const newButton = mayCreate ? (
    <Button onClick={() => setCreating(true)}>New attribute</Button>
  ) : null

  return (
    <SettingsFrame
      item="custom-attributes"
      description="Fields of your own on investor, opportunity and fund records: each shows on the record's form and details under Additional details."
      actions={newButton}
    >
      <QueryStates
        query={query}
        loading="Loading custom attributes…"
        errorTitle="The custom attributes could not be loaded"
        errorMessage="Please try again."
      >
        {() => (
          <Stack $gap="lg">
            <StyledFilter>
              <SelectField
                label="Applies to"
                name="entity"
                placeholder="All records"
                options={ATTRIBUTE_ENTITIES.map((e) => ({ value: e, label: ENTITY_LABELS[e] }))}
                value={shown}
                onChange={(e) => setShown(e.target.value as AttributeEntity | '')}
              />
            </StyledFilter>
            {ATTRIBUTE_ENTITIES.filter((e) => shown === '' || shown === e).map((entity) => {
              const group = rows
                .filter((r) => r.entity === entity)
                .sort((a, b) => a.order - b.order || a.id - b.id)
              return (
                <Card key={entity} title={ENTITY_LABELS[entity]}>
                  <DataTable
                    caption={`Custom attributes of ${ENTITY_LABELS[entity].toLowerCase()}`}
                    columns={columnsFor(group)}
                    rows={group}
                    rowKey={(a) => a.id}
                    empty={
                      <EmptyState
                        title={`No custom attributes for ${ENTITY_LABELS[entity].toLowerCase()} yet`}
                        description="Add one and it shows on their forms under Additional details."
                      />
                    }
                  />
                </Card>
              )
            })}
          </Stack>
        )}
      </QueryStates>
      {creating ? (
        <NewAttributeDialog
          entity={shown || null}
          onClose={() => setCreating(false)}
          onCreated={(created) => {
            setCreating(false)
            if (created.type === 'select') navigate(configurePath(created.id))
          }}
        />
      ) : null}
      {deleting ? (
        <DeleteAttributeDialog attribute={deleting} onClose={() => setDeleting(null)} />
      ) : null}
    </SettingsFrame>
  )
}

const StyledFilter = styled.div`
  max-width: 20rem;
`

const StyledName = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-weight: 600;
`

const StyledKey = styled.code`
  font-size: 0.875em;
  white-space: nowrap;
`

const StyledActions = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xs};
`
