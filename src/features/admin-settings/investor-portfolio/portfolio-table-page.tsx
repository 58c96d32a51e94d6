import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useParams } from 'react-router-dom'
import styled from 'styled-components'
import { columnHeader } from '@/features/portfolio'
import { can } from '@/lib/permissions'
import { useCurrentUser } from '@/lib/session'
import { useTerms } from '@/lib/terminology'
import {
  Button,
  Card,
  Checkbox,
  movedText,
  moveItem,
  QueryStates,
  StatusBadge,
  useMoveFocus,
  VisuallyHidden,
  type Direction,
} from '@/ui'
import { SettingsFrame } from '../components/settings-frame'
import { TABLES_PATH } from './paths'
import {
  orderedColumns,
  tableQuery,
  useSaveTable,
  type PortfolioTable,
  type TableColumn,
} from './portfolio-tables-api'

/**
 * /admin/settings/investor/portfolio/:id: one portfolio table's columns in the order investors
 * read them, each shown or hidden; every change is saved at once. The headers are the
 * tenant's words (Terminology › Portfolio Columns), as investors see them.
 */
export function PortfolioTablePage() {
  const id = Number(useParams().id)
  const query = useQuery({ ...tableQuery(id), enabled: Number.isInteger(id) && id > 0 })
  const title = query.data ? `${query.data.name} columns` : 'Portfolio table columns'

  return (
    <SettingsFrame
      item="portfolio"
      title={title}
      description="Which columns this table shows investors, in what order. Rename a column's header in Terminology › Portfolio Columns."
      back={{ to: TABLES_PATH, label: 'Back to portfolio tables' }}
    >
      <QueryStates query={query} loading="Loading the table's columns">
        {(table) => <ColumnList table={table} />}
      </QueryStates>
    </SettingsFrame>
  )
}

function ColumnList({ table }: { table: PortfolioTable }) {
  const terms = useTerms()
  const roleId = useCurrentUser().user?.role_id ?? null
  const canEdit = can(roleId, 'features', 'update')
  const { save, saving } = useSaveTable()
  const [announcement, setAnnouncement] = useState('')
  const columns = orderedColumns(table.columns)
  const label = (c: TableColumn) => columnHeader(c, terms)
  const shownCount = columns.filter((c) => c.visible).length
  const focus = useMoveFocus(columns.map((c) => c.key))

  // While a save is out the controls stay enabled (a disabled button drops the focus that
  // follows the column) and a press is ignored instead.
  const move = (from: number, direction: Direction) => {
    if (saving) return
    const to = direction === 'up' ? from - 1 : from + 1
    const next = moveItem(columns, from, to).map((c, order) => ({ ...c, order }))
    const name = label(columns[from])
    setAnnouncement(movedText(name, to + 1, next.length))
    focus.follow(columns[from].key, direction, to)
    void save(
      table,
      { columns: next },
      {
        success: `${name} moved to position ${to + 1}.`,
        failure: `The new order could not be saved.`,
      },
    )
  }

  const toggle = (column: TableColumn, visible: boolean) => {
    if (saving) return
    const name = label(column)
    void save(
      table,
      { columns: columns.map((c) => (c.key === column.key ? { ...c, visible } : c)) },
      {
        success: visible ? `${name} is now shown.` : `${name} is now hidden.`,
        failure: `${name} could not be ${visible ? 'shown' : 'hidden'}.`,
      },
    )
  }

  return (
    <Card title="Columns">
      <StyledIntro>
        {shownCount} of {columns.length} columns shown. A table always shows at least one column.
      </StyledIntro>
      <StyledList aria-label={`Columns of ${table.name}`}>
        {columns.map((column, index) => {
          const name = label(column)
          const lastShown = column.visible && shownCount === 1
          return (
            <StyledColumn key={column.key}>
              <StyledName>
                <span aria-hidden="true">{index + 1}.</span>
                <strong>{name}</strong>
                {column.visible ? null : <StatusBadge tone="neutral">Hidden</StatusBadge>}
              </StyledName>
              <StyledTools>
                <Checkbox
                  label="Shown"
                  // The visible word plus which column, for a list of ten alike boxes.
                  aria-label={`Shown: ${name}`}
                  checked={column.visible}
                  disabled={!canEdit || lastShown}
                  onChange={(e) => toggle(column, e.currentTarget.checked)}
                />
                {canEdit ? (
                  <>
                    <Button
                      ref={focus.register(column.key, 'up')}
                      size="sm"
                      variant="ghost"
                      disabled={index === 0}
                      aria-label={`Move up ${name}`}
                      onClick={() => move(index, 'up')}
                    >
                      Move up
                    </Button>
                    <Button
                      ref={focus.register(column.key, 'down')}
                      size="sm"
                      variant="ghost"
                      disabled={index === columns.length - 1}
                      aria-label={`Move down ${name}`}
                      onClick={() => move(index, 'down')}
                    >
                      Move down
                    </Button>
                  </>
                ) : null}
              </StyledTools>
            </StyledColumn>
          )
        })}
      </StyledList>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </Card>
  )
}

const StyledIntro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.textMuted};
`

const StyledList = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`

const StyledColumn = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colours.border};

  &:last-child {
    border-bottom: 0;
  }
`

const StyledName = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  flex: 1 1 220px;
`

const StyledTools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`
