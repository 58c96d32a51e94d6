import type { ListFilter } from '@/ui'
import type { ListFamily } from '../api'
import { midSentence } from '../areas/area-helpers'
import type { AreaConfig, TermOf } from './area-config'
import { refuses, type HostRefusals } from '@/lib/resources'
import { humanise } from './labels'

/** The shared decision's wording (preamble of issue 9): said beside the search box. */
export const SEARCH_UNAVAILABLE = 'Search is not available on this host.'

export interface HostNotes {
  /** SEARCH_UNAVAILABLE when the host refused the area's search filter. */
  searchNote?: string
  /** One sentence per other refused filter, sort or include the area uses. */
  notes: string[]
  /** The select filters still offered. */
  filters: readonly ListFilter[]
  /** The columns still sortable. */
  sortable: string[]
}

const headerText = (header: string | ((t: TermOf) => string), t: TermOf) =>
  typeof header === 'function' ? header(t) : header

// An include is a relation name (leadStatus): "Lead status" reads as what it is.
const relationWords = (name: string) =>
  humanise(name.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase())

/** What the area can still do on a host that refused part of its request, and what it says. */
export function hostNotes<F extends ListFamily>(
  area: AreaConfig<F>,
  refusals: HostRefusals,
  t: TermOf,
): HostNotes {
  const notes: string[] = []
  const filters = (area.filters ?? []).filter((filter) => {
    if (!refuses(refusals.filters, filter.id)) return true
    notes.push(`Filtering by ${midSentence(filter.label)} is not available on this host.`)
    return false
  })
  const sortable: string[] = []
  for (const column of area.columns.filter((c) => c.sortable)) {
    if (!refuses(refusals.sorts, column.id)) sortable.push(column.id)
    else
      notes.push(
        `Sorting by ${midSentence(headerText(column.header, t))} is not available on this host.`,
      )
  }
  const defaultField = area.defaultSort.replace(/^-/, '')
  if (refuses(refusals.sorts, defaultField) && !area.columns.some((c) => c.id === defaultField))
    notes.push('The rows come in the host’s own order: it does not sort this list.')
  for (const include of area.query?.include ?? [])
    if (refuses(refusals.includes, include))
      notes.push(`${relationWords(include)} is not available on this host.`)
  const searchRefused = area.searchFilter !== null && refuses(refusals.filters, area.searchFilter)
  return { searchNote: searchRefused ? SEARCH_UNAVAILABLE : undefined, notes, filters, sortable }
}
