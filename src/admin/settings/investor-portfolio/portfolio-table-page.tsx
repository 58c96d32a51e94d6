import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router-dom'
import { columnHeader } from '@/shared/portfolio-figures'
import { can } from '@/lib/permissions'
import { useCurrentUser } from '@/lib/session'
import { useTerms } from '@/lib/terminology'
import { Card, moveItem, QueryStates } from '@/ui'
import { SettingsFrame } from '@/admin/settings/components/settings-frame'
import { TABLES_PATH } from './paths'
import {
  orderedColumns,
  tableQuery,
  useSaveTable,
  type PortfolioTable,
  type TableColumn,
} from './portfolio-tables-api'
import { ShownList } from './shown-list'
import { MutedText } from '@/admin/settings/components/muted-text'

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
  const columns = orderedColumns(table.columns)
  const label = (c: TableColumn) => columnHeader(c, terms)
  const shownCount = columns.filter((c) => c.visible).length

  // While a save is out the controls stay enabled (a disabled button drops the focus that
  // follows the column) and a press is ignored instead.
  const move = (from: number, to: number) => {
    if (saving) return
    const next = moveItem(columns, from, to).map((c, order) => ({ ...c, order }))
    void save(
      table,
      { columns: next },
      {
        success: `${label(columns[from])} moved to position ${to + 1}.`,
        failure: `The new order could not be saved.`,
      },
    )
  }

  const toggle = (key: string, visible: boolean) => {
    if (saving) return
    const name = label(columns.find((c) => c.key === key) ?? columns[0])
    void save(
      table,
      { columns: columns.map((c) => (c.key === key ? { ...c, visible } : c)) },
      {
        success: visible ? `${name} is now shown.` : `${name} is now hidden.`,
        failure: `${name} could not be ${visible ? 'shown' : 'hidden'}.`,
      },
    )
  }

  return (
    <Card title="Columns">
      <MutedText>
        {shownCount} of {columns.length} columns shown. A table always shows at least one column.
      </MutedText>
      <ShownList
        label={`Columns of ${table.name}`}
        items={columns.map((c) => ({ key: c.key, label: label(c), shown: c.visible }))}
        canEdit={canEdit}
        onMove={move}
        onShow={(item, visible) => toggle(item.key, visible)}
      />
    </Card>
  )
}
