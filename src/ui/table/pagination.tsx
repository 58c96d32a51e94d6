import styled from 'styled-components'
import { countNoun, formatCount } from '@/lib/format'
import { ChevronLeftIcon, ChevronRightIcon } from '@/ui/primitives/icons'
import { pageWindow } from './page-window'

/** The paging fields of Laravel's LengthAwarePaginator. */
export interface PaginatorMeta {
  current_page: number
  last_page: number
  total: number
  from: number | null
  to: number | null
}

export interface PaginationProps {
  meta: PaginatorMeta
  onPageChange: (page: number) => void
  /** Name of the navigation landmark. */
  label?: string
  /** Noun for the summary line: "Showing 1–25 of 230 investors". */
  itemNoun?: string
}

export function Pagination({
  meta,
  onPageChange,
  label = 'Pagination',
  itemNoun = 'results',
}: PaginationProps) {
  const { current_page: current, last_page: last, total, from, to } = meta
  const summary =
    total === 0 || from === null || to === null
      ? `No ${itemNoun}`
      : `Showing ${formatCount(from)}–${formatCount(to)} of ${countNoun(total, itemNoun)}`
  return (
    <StyledPagination>
      <StyledSummary>{summary}</StyledSummary>
      {last > 1 ? (
        <nav aria-label={label}>
          <StyledList>
            <li>
              <StyledPageButton
                type="button"
                aria-label="Previous page"
                disabled={current <= 1}
                onClick={() => onPageChange(current - 1)}
              >
                <ChevronLeftIcon />
              </StyledPageButton>
            </li>
            {pageWindow(current, last).map((page, i) =>
              page === 'gap' ? (
                <StyledGap key={`gap-${i}`} aria-hidden="true">
                  …
                </StyledGap>
              ) : (
                <li key={page}>
                  <StyledPageButton
                    type="button"
                    aria-label={`Page ${page}`}
                    aria-current={page === current ? 'page' : undefined}
                    onClick={() => page !== current && onPageChange(page)}
                    $current={page === current}
                  >
                    {page}
                  </StyledPageButton>
                </li>
              ),
            )}
            <li>
              <StyledPageButton
                type="button"
                aria-label="Next page"
                disabled={current >= last}
                onClick={() => onPageChange(current + 1)}
              >
                <ChevronRightIcon />
              </StyledPageButton>
            </li>
          </StyledList>
        </nav>
      ) : null}
    </StyledPagination>
  )
}

const StyledPagination = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} 0`};
`

const StyledSummary = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};
`

const StyledList = styled.ul`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`

const StyledGap = styled.li`
  padding: ${({ theme }) => `0 ${theme.space.xxs}`};
  color: ${({ theme }) => theme.colours.textMuted};
`

const StyledPageButton = styled.button<{ $current?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.layout.controlHeight.sm};
  height: ${({ theme }) => theme.layout.controlHeight.sm};
  padding: ${({ theme }) => `0 ${theme.space.xs}`};
  border: 1px solid
    ${({ theme, $current }) => ($current ? theme.colours.primary : theme.colours.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $current }) => ($current ? theme.colours.primary : theme.colours.surface)};
  color: ${({ theme, $current }) => ($current ? theme.colours.onPrimary : theme.colours.text)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colours.borderStrong};
  }

  &:disabled {
    color: ${({ theme }) => theme.colours.disabledText};
    background: ${({ theme }) => theme.colours.disabledSurface};
    cursor: not-allowed;
  }
`
