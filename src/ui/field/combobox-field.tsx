import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import styled from 'styled-components'
import { SEARCH_DEBOUNCE_MS } from '@/ui/list-page/search-box'
import { Field } from './field'
import { StyledInput } from './field-styles'
import type { SelectOption } from './select-field'

export interface ComboboxFieldProps {
  label: ReactNode
  /** The chosen option (its label is what the box shows while not typing). */
  value: SelectOption | null
  onChange: (option: SelectOption | null) => void
  /** Asked once the user stops typing for `debounceMs`; abort on `signal`. */
  loadOptions: (term: string, signal: AbortSignal) => Promise<SelectOption[]>
  hint?: ReactNode
  error?: string | null
  required?: boolean
  placeholder?: string
  debounceMs?: number
  id?: string
  onBlur?: () => void
}

type Phase = 'idle' | 'loading' | 'ready' | 'failed'

/**
 * A text box that searches as you type and offers what it finds (the WAI-ARIA combobox with a
 * listbox popup): arrows move through the options, Enter picks, Escape closes and gives the
 * box back its chosen label. The search waits for a pause in typing (SPEC §9: 500 ms), so a
 * word typed fast asks the host once.
 */
export function ComboboxField({
  label,
  value,
  onChange,
  loadOptions,
  hint,
  error,
  required,
  placeholder = 'Type to search',
  debounceMs = SEARCH_DEBOUNCE_MS,
  id,
  onBlur,
}: ComboboxFieldProps) {
  const listId = useId()
  const [term, setTerm] = useState<string | null>(null)
  const [open, setOpen] = useState(false)
  const [options, setOptions] = useState<SelectOption[]>([])
  const [phase, setPhase] = useState<Phase>('idle')
  const [active, setActive] = useState(-1)
  const load = useRef(loadOptions)
  useEffect(() => {
    load.current = loadOptions
  })
  // The close a blur schedules (so a click on an option can land first); focus coming back
  // before it fires cancels it, or it would wipe what is typed next.
  const closing = useRef<ReturnType<typeof setTimeout> | null>(null)
  const cancelClosing = () => {
    if (closing.current !== null) clearTimeout(closing.current)
    closing.current = null
  }
  useEffect(() => cancelClosing, [])

  useEffect(() => {
    if (term === null || !open) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      setPhase('loading')
      load
        .current(term.trim(), controller.signal)
        .then((found) => {
          setOptions(found)
          setActive(found.length > 0 ? 0 : -1)
          setPhase('ready')
        })
        .catch(() => {
          if (controller.signal.aborted) return
          setOptions([])
          setActive(-1)
          setPhase('failed')
        })
    }, debounceMs)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [term, open, debounceMs])

  const close = () => {
    setOpen(false)
    setTerm(null)
    setActive(-1)
  }
  const pick = (option: SelectOption) => {
    onChange(option)
    close()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!open) {
        setOpen(true)
        setTerm(term ?? '')
        return
      }
      if (options.length === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((i) => (i + step + options.length) % options.length)
    } else if (event.key === 'Enter' && open) {
      event.preventDefault()
      const option = options[active]
      if (option) pick(option)
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      close()
    }
  }

  const status =
    phase === 'loading'
      ? 'Searching…'
      : phase === 'failed'
        ? 'The search did not answer. Type again to retry.'
        : phase === 'ready' && options.length === 0
          ? 'No matches'
          : null
  const showList = open && (options.length > 0 || status !== null)

  return (
    <Field label={label} hint={hint} error={error} id={id} required={required}>
      {(control) => (
        <StyledWrap>
          <StyledInput
            {...control}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={listId}
            aria-activedescendant={
              open && active >= 0 && options[active] ? `${listId}-${active}` : undefined
            }
            placeholder={placeholder}
            value={term ?? value?.label ?? ''}
            $invalid={Boolean(error)}
            onChange={(event) => {
              setTerm(event.target.value)
              setOpen(true)
              // The last search's matches no longer answer what is typed: none may be picked
              // (Enter before the pause) until this text's own answer arrives.
              setOptions([])
              setActive(-1)
              setPhase('loading')
              if (event.target.value === '' && value) onChange(null)
            }}
            onFocus={cancelClosing}
            onKeyDown={onKeyDown}
            onBlur={() => {
              // A click on an option lands after blur; let it pick first.
              cancelClosing()
              closing.current = setTimeout(close, 150)
              onBlur?.()
            }}
          />
          <StyledList id={listId} role="listbox" aria-label="Matches" hidden={!showList}>
            {options.map((option, i) => (
              <StyledOption
                key={option.value}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                $active={i === active}
                onMouseDown={(event) => {
                  event.preventDefault()
                  pick(option)
                }}
              >
                {option.label}
              </StyledOption>
            ))}
          </StyledList>
          <StyledStatus role="status" hidden={!open || status === null}>
            {status}
          </StyledStatus>
        </StyledWrap>
      )}
    </Field>
  )
}

const StyledWrap = styled.div`
  position: relative;
`

const StyledList = styled.ul`
  position: absolute;
  z-index: 20;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  max-height: 16rem;
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space.xxs} 0;
  list-style: none;
  background: ${({ theme }) => theme.colours.surface};
  border: 1px solid ${({ theme }) => theme.colours.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};

  &[hidden] {
    display: none;
  }
`

const StyledOption = styled.li<{ $active: boolean }>`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colours.surfaceSubtle : 'transparent')};
  font-weight: ${({ theme, $active }) =>
    $active ? theme.fontWeights.semibold : theme.fontWeights.regular};
`

const StyledStatus = styled.p`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};

  &[hidden] {
    display: none;
  }
`
