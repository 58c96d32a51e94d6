import { useEffect, useRef } from 'react'
import styled from 'styled-components'

/** Which rows are ticked, and how the table changes that (DataTable's `selection`). */
export interface RowSelection<T> {
  /** Keys (rowKey) of the ticked rows; rows on other pages may be among them. */
  selected: ReadonlySet<string | number>
  /** The row's name for its checkbox: "Select {name}". */
  rowName: (row: T) => string
  onChange: (next: ReadonlySet<string | number>) => void
}

/** A bare checkbox named by aria-label (a visible label in every row would be noise). */
export function SelectBox({
  label,
  checked,
  indeterminate = false,
  onChange,
}: {
  label: string
  checked: boolean
  indeterminate?: boolean
  onChange: (checked: boolean) => void
}) {
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate
  }, [indeterminate])
  return (
    <StyledSelectBox
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={checked}
      onChange={(e) => onChange(e.target.checked)}
    />
  )
}

/** The page's keys ticked or unticked, others kept. */
export function withPage<K>(selected: ReadonlySet<K>, keys: readonly K[], on: boolean): Set<K> {
  const next = new Set(selected)
  for (const k of keys) {
    if (on) next.add(k)
    else next.delete(k)
  }
  return next
}

const StyledSelectBox = styled.input`
  width: 18px;
  height: 18px;
  margin: 0;
  vertical-align: middle;
  accent-color: ${({ theme }) => theme.colours.primary};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 2px;
  }
`

/**
 * Whether a click on a row should open it: not when it landed on a control of its own (a link,
 * a button, a checkbox) or ended a text selection.
 */
export function isRowActivation(event: { target: EventTarget | null }): boolean {
  const target = event.target as Element | null
  if (target?.closest?.('a, button, input, select, textarea, label, [role="button"]')) return false
  const selection = typeof window !== 'undefined' ? window.getSelection?.() : null
  return !selection || selection.isCollapsed || String(selection).length === 0
}
