import styled from 'styled-components'
import { SELECT_COLUMN_WIDTH } from '@/ui/table/table-styles'

export const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  min-width: 0;

  ${({ theme }) => theme.media.up('md')} {
    gap: ${({ theme }) => theme.space.lg};
  }
`

export const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};

  > a,
  > button {
    flex: none;
  }

  ${({ theme }) => theme.media.down('sm')} {
    > a,
    > button {
      width: 100%;
    }
  }
`

export const StyledHeading = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colours.text};

  ${({ theme }) => theme.media.up('md')} {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`

export const StyledDescription = styled.p`
  margin: ${({ theme }) => `${theme.space.xxs} 0 0`};
  max-width: 72ch;
  color: ${({ theme }) => theme.colours.textMuted};
`

/** Search and filters; on a phone the search takes a row and the filters share the next. */
export const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.down('md')} {
    > * {
      flex: 1 1 calc(50% - ${({ theme }) => theme.space.sm});
      max-width: none;
    }

    > form {
      flex-basis: 100%;
    }
  }
`

/**
 * Below md the table scrolls sideways inside its card. The first column (the record's name,
 * its link) stays pinned so every row keeps saying what it is while the figures scroll, and
 * the other cells do not wrap, so a row stays one line of figures. With a selection column, the
 * checkbox is pinned too and the name beside it.
 */
export const StyledTableArea = styled.div`
  min-width: 0;

  /* The caption is for assistive technology only here: it must not pad the card's top. */
  && caption {
    padding: 0;
  }

  /* The name column (after the checkboxes, if any) stays wide enough to read a name and an
     email in two lines at every width; the other columns give way first. */
  thead th:first-child:not([data-select]),
  thead [data-select] + th {
    min-width: 11rem;
  }

  ${({ theme }) => theme.media.down('md')} {
    thead th:first-child,
    tbody tr td:first-child,
    [data-select] + th,
    [data-select] + td {
      position: sticky;
      left: 0;
      z-index: 1;
      min-width: 11rem;
      max-width: 14rem;
      box-shadow: 1px 0 0 ${({ theme }) => theme.colours.border};
    }

    /* The checkbox column is a first cell too: it keeps its own narrow width, not the
       name's 11rem (which gave it half a phone's width). */
    && th[data-select],
    && td[data-select] {
      width: ${SELECT_COLUMN_WIDTH};
      min-width: ${SELECT_COLUMN_WIDTH};
      max-width: ${SELECT_COLUMN_WIDTH};
      box-shadow: none;
    }

    [data-select] + th,
    [data-select] + td {
      left: ${SELECT_COLUMN_WIDTH};
    }

    thead th:first-child,
    thead [data-select] + th {
      background: ${({ theme }) => theme.colours.surfaceSubtle};
    }

    tbody tr td:first-child,
    tbody [data-select] + td {
      background: ${({ theme }) => theme.colours.surface};
    }

    tbody tr td:not(:first-child):not([data-select] + td) {
      white-space: nowrap;
    }

    /* The empty, loading and error rows span every column: they must not be pinned. */
    tbody tr td[colspan] {
      position: static;
      max-width: none;
      white-space: normal;
      box-shadow: none;
    }
  }
`

/**
 * The toolbar and the notes under it. The notes are a live region, which must stay rendered to
 * be announced, so it takes no room while empty; with nothing in it at all (a list without
 * search or filters, and no note) the block is out of the page's flow and its gap.
 */
export const StyledControls = styled.div`
  &:has(> [role='status']:only-child:empty) {
    display: none;
  }
`

/** What the list cannot do on this host, under the search box. */
export const StyledNotes = styled.div`
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &:not(:empty) {
    margin-top: ${({ theme }) => theme.space.xs};
  }

  > p {
    margin: 0;
  }
`

export const StyledErrorCard = styled.div`
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colours.surface};
`
