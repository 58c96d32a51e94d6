import { useEffect, useId, useState, type FormEvent } from 'react'
import styled from 'styled-components'
import { controlStyles } from '@/ui/field/field-styles'
import { VisuallyHidden } from '@/ui/primitives/visually-hidden'
import { SearchIcon } from './search-icon'

/** SPEC §9: the debounce helper's 500 ms. */
export const SEARCH_DEBOUNCE_MS = 500

export interface SearchBoxProps {
  /** The search in force (from the URL). */
  value: string
  /** Called 500 ms after typing stops, or at once on Enter. */
  onSearch: (value: string) => void
  /** The accessible name, e.g. "Search deals". */
  label: string
  placeholder?: string
  debounceMs?: number
  /** Id of text that describes the search, e.g. that the host cannot search this list. */
  describedBy?: string
}

/**
 * A search field that asks for results once the user pauses, not on every key. What is typed
 * stays in the field while the URL catches up; a change of the URL from elsewhere (Clear
 * filters, the back button) replaces it.
 */
export function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
  debounceMs = SEARCH_DEBOUNCE_MS,
  describedBy,
}: SearchBoxProps) {
  const id = `search${useId()}`
  const [draft, setDraft] = useState(value)
  const [shown, setShown] = useState(value)
  // React's "adjust state when a prop changes" pattern: done during render, not in an effect.
  if (value !== shown) {
    setShown(value)
    if (draft.trim() !== value) setDraft(value)
  }

  const pending = draft.trim() !== value
  useEffect(() => {
    if (!pending) return
    const timer = setTimeout(() => onSearch(draft.trim()), debounceMs)
    return () => clearTimeout(timer)
  }, [draft, pending, debounceMs, onSearch])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (pending) onSearch(draft.trim())
  }

  return (
    <StyledSearch role="search" onSubmit={submit}>
      <label htmlFor={id}>
        <VisuallyHidden>{label}</VisuallyHidden>
      </label>
      <StyledIcon>
        <SearchIcon />
      </StyledIcon>
      <StyledInput
        id={id}
        type="search"
        value={draft}
        placeholder={placeholder ?? `${label}…`}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={describedBy}
        onChange={(event) => setDraft(event.target.value)}
      />
    </StyledSearch>
  )
}

const StyledSearch = styled.form`
  position: relative;
  flex: 1 1 280px;
  min-width: 0;
  max-width: 420px;
  margin: 0;
`

const StyledIcon = styled.span`
  position: absolute;
  top: 50%;
  left: ${({ theme }) => theme.space.sm};
  display: inline-flex;
  transform: translateY(-50%);
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  pointer-events: none;
`

// A fixed height, so the search box and the filter selects beside it line up exactly.
const StyledInput = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
  height: ${({ theme }) => theme.layout.controlHeight.md};
  padding-top: 0;
  padding-bottom: 0;
  padding-left: calc(
    ${({ theme }) => `${theme.space.sm} + ${theme.fontSizes.lg} + ${theme.space.xs}`}
  );

  &::-webkit-search-cancel-button {
    cursor: pointer;
  }
`
