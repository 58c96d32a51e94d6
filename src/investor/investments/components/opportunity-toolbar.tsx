import { useId } from 'react'
import styled from 'styled-components'
import {
  fromSortParam,
  type ListController,
  type ListFilter,
  ListNotes,
  SearchBox,
  SelectField,
  Stack,
} from '@/ui'
import type { OPPORTUNITY_SORTS, OpportunitySort } from '../model/sort-options'

export interface OpportunityToolbarProps {
  list: ListController
  filters: ListFilter[]
  sort: OpportunitySort
  /** The orders offered (fewer while opportunities' details are withheld). */
  sorts: readonly (typeof OPPORTUNITY_SORTS)[number][]
  /** Said beside the search box (which it describes), e.g. that the host cannot search. */
  searchNote?: string
  /** Other filters the host refused. */
  notes?: readonly string[]
}

/** Search, filters and sort of the opportunities, all kept in the URL. */
export function OpportunityToolbar({
  list,
  filters,
  sort,
  sorts,
  searchNote,
  notes = [],
}: OpportunityToolbarProps) {
  const noteId = `search-note${useId()}`
  return (
    <StyledToolbar>
      <StyledSearch>
        <SearchBox
          value={list.params.search}
          onSearch={list.setSearch}
          label="Search opportunities"
          describedBy={searchNote ? noteId : undefined}
        />
        {/* Always rendered (a live region), so a note that appears later is announced. */}
        <ListNotes role="status">
          {searchNote ? <p id={noteId}>{searchNote}</p> : null}
          {notes.map((note) => (
            <p key={note}>{note}</p>
          ))}
        </ListNotes>
      </StyledSearch>
      <StyledFilters>
        {filters.map((filter) => (
          <StyledSelect
            key={filter.id}
            label={filter.label}
            placeholder={filter.allLabel}
            options={[...filter.options]}
            value={list.params.filters[filter.id] ?? ''}
            onChange={(event) => list.setFilter(filter.id, event.target.value || null)}
          />
        ))}
        <StyledSelect
          label="Sort by"
          options={sorts.map((s) => ({ value: s.value, label: s.label }))}
          value={sort}
          onChange={(event) => {
            const next = fromSortParam(event.target.value)
            if (next) list.setSort(next)
          }}
        />
      </StyledFilters>
    </StyledToolbar>
  )
}

const StyledToolbar = styled(Stack)`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colours.surface};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  ${({ theme }) => theme.media.up('xl')} {
    flex-direction: row;
    align-items: flex-end;
  }
`

/** The search box and, under it, what the host cannot do. */
const StyledSearch = styled.div`
  display: flex;
  flex-direction: column;

  > form {
    flex: none;
    max-width: none;
  }

  ${({ theme }) => theme.media.up('xl')} {
    flex: 1 1 260px;
    max-width: 340px;
  }
`

/** Two selects a row on a phone; from a tablet up, as many as fit, equally wide. */
const StyledFilters = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  flex: 1 1 auto;

  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  }
`

/** The select itself (SelectField passes className to it): the search box's exact height. */
const StyledSelect = styled(SelectField)`
  && {
    height: ${({ theme }) => theme.layout.controlHeight.md};
    min-height: 0;
    padding-top: 0;
    padding-bottom: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`
