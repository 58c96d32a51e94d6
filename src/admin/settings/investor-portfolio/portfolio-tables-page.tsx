import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { can } from '@/lib/permissions'
import { useCurrentUser } from '@/lib/session'
import { Checkbox, Row, SectionNote, StatusBadge, VisuallyHidden } from '@/ui'
import { SettingsFrame } from '@/admin/settings/components/settings-frame'
import { SettingsItem, SettingsItemsCard } from '@/admin/settings/components/settings-item-list'
import { tablePath } from './paths'
import { isShown, tablesQuery, useSaveTable, type PortfolioTable } from './portfolio-tables-api'

/**
 * /admin/settings/investor/portfolio: which of the portfolio tables investors see (each is a
 * tab of "Your holdings" on their portfolio), and a way into each table's columns.
 */
export function PortfolioTablesPage() {
  const roleId = useCurrentUser().user?.role_id ?? null
  const canEdit = can(roleId, 'features', 'update')
  const query = useQuery(tablesQuery)
  const { save, saving } = useSaveTable()

  // Ignored while a save is out; the box stays enabled so it keeps the keyboard focus.
  const toggle = (table: PortfolioTable, shown: boolean) =>
    !saving &&
    void save(
      table,
      { is_visible: shown ? 1 : 0 },
      {
        success: shown
          ? `Investors now see ${table.name}.`
          : `${table.name} is hidden from investors.`,
        failure: `${table.name} could not be ${shown ? 'shown' : 'hidden'}.`,
      },
    )

  return (
    <SettingsFrame
      item="portfolio"
      description="The tables of holdings investors see on their portfolio, one tab each, and which columns each shows in what order."
    >
      <SettingsItemsCard
        title="Portfolio tables"
        query={query}
        loading="Loading the portfolio tables"
        empty={{
          title: 'No portfolio tables yet',
          description: 'Investors see the standard columns until a table is set up.',
        }}
      >
        {(table) => (
          <SettingsItem
            key={table.id}
            id={`portfolio-table-${table.id}`}
            title={table.name}
            head={
              <>
                {table.is_default === 1 ? <StatusBadge tone="info">Opens first</StatusBadge> : null}
                {!isShown(table) ? (
                  <StatusBadge tone="neutral">Hidden from investors</StatusBadge>
                ) : null}
              </>
            }
          >
            <SectionNote>
              {shownColumns(table)} of {table.columns.length} columns shown
            </SectionNote>
            <Row $justify="space-between">
              <Checkbox
                label={`Show ${table.name} to investors`}
                checked={isShown(table)}
                disabled={!canEdit}
                onChange={(e) => toggle(table, e.currentTarget.checked)}
              />
              <StyledLink to={tablePath(table.id)}>
                {canEdit ? 'Edit columns' : 'View columns'}
                <VisuallyHidden> of {table.name}</VisuallyHidden>
              </StyledLink>
            </Row>
          </SettingsItem>
        )}
      </SettingsItemsCard>
    </SettingsFrame>
  )
}

const shownColumns = (table: PortfolioTable) => table.columns.filter((c) => c.visible).length

const StyledLink = styled(Link)`
  color: ${({ theme }) => theme.colours.link};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`
