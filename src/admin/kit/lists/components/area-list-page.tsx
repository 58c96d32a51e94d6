import { useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import { ADMIN_NAV, ADMIN_PATHS, labelText } from '@/lib/navigation'
import { downloadExport } from '@/lib/resources'
import { useTerm, useTerms } from '@/lib/terminology'
import { LinkButton, ListPage, type Column } from '@/ui'
import type { FamilyRows, ListFamily } from '../api'
import { useAreaList } from '../hooks/use-area-list'
import { useCreateAction } from '../hooks/use-create-action'
import type { AreaConfig } from '../model/area-config'
import { listErrorMessage } from '../model/error-message'

const LEAVES = ADMIN_NAV.flatMap((node) => ('children' in node ? node.children : [node]))

/** The page's title is its navigation label, so the heading always matches the menu. */
function useAreaTitle(path: string): string {
  const terms = useTerms()
  const leaf = LEAVES.find((l) => l.to === `${ADMIN_PATHS.overview}/${path}`)
  return leaf ? labelText(leaf.label, terms) : path
}

const PlusIcon = () => (
  <svg width="1em" height="1em" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
  </svg>
)

export interface AreaListPageProps<F extends ListFamily> {
  area: AreaConfig<F>
  /** false: shown inside a page that has its own heading and action (the deals' List view). */
  header?: boolean
  /** The list's name when it is no navigation entry of its own (the table's caption). */
  title?: string
}

/** One admin list area, driven by its config: every list in the admin portal is this page. */
export function AreaListPage<F extends ListFamily>({
  area,
  header = true,
  title: ownTitle,
}: AreaListPageProps<F>) {
  const t = useTerm()
  const navigate = useNavigate()
  const navTitle = useAreaTitle(area.path)
  const title = ownTitle ?? navTitle
  const { list, result, notes } = useAreaList(area)
  const create = useCreateAction(area.create)

  const columns = useMemo<Column<FamilyRows[F]>[]>(
    () =>
      area.columns.map(({ header, ...column }) => ({
        ...column,
        // A sort the host refused is no longer offered.
        sortable: column.sortable && notes.sortable.includes(column.id),
        header: typeof header === 'function' ? header(t) : header,
      })),
    [area, t, notes.sortable],
  )

  const createButton = create ? (
    <LinkButton href={create.to} onNavigate={navigate} icon={<PlusIcon />}>
      {create.label}
    </LinkButton>
  ) : null
  const { recordPath, recordName, family } = area

  return (
    <ListPage
      title={title}
      description={area.description}
      noun={area.noun(t)}
      action={createButton}
      emptyAction={createButton}
      header={header}
      onRowClick={
        recordPath
          ? (row, event) => {
              const to = recordPath(row)
              // As a link would: a modified click opens the record in a new tab.
              if (event.metaKey || event.ctrlKey || event.shiftKey) window.open(to, '_blank')
              else navigate(to)
            }
          : undefined
      }
      selection={{
        rowName: recordName,
        onExport: (ids) =>
          downloadExport(family, { filter: { id: ids } }, `${family}-selection.csv`),
      }}
      columns={columns}
      rowKey={(row) => row.id}
      result={result}
      list={list}
      filters={notes.filters}
      searchable={area.searchFilter !== null}
      searchNote={notes.searchNote}
      notes={notes.notes}
      errorMessage={result.isError ? listErrorMessage(result.error) : undefined}
    />
  )
}
