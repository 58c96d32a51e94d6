import { useId, useState, type KeyboardEvent } from 'react'
import styled from 'styled-components'
import { Button, Icon, IconButton, moveItem, TextField } from '@/ui'

export interface OptionRow {
  /** Stable while the row is renamed or moved (React's key; never sent). */
  uid: number
  text: string
}

export interface OptionsEditorProps {
  options: OptionRow[]
  onChange: (options: OptionRow[]) => void
  disabled?: boolean
  /** The host's messages: `options` for the list, `options.N` for one option. */
  errorFor: (field: string) => string | undefined
}

let next = 1
export const optionRows = (options: readonly string[] | null) =>
  (options ?? []).map((text) => ({ uid: next++, text }))

const UpIcon = () => (
  <Icon aria-hidden="true">
    <path d="m6 15 6-6 6 6" />
  </Icon>
)
const DownIcon = () => (
  <Icon aria-hidden="true">
    <path d="m6 9 6 6 6-6" />
  </Icon>
)

/** A select attribute's options: add, rename, reorder and remove, in the order shown. */
export function OptionsEditor({ options, onChange, disabled, errorFor }: OptionsEditorProps) {
  const listId = useId()
  const [draft, setDraft] = useState('')
  const [draftError, setDraftError] = useState<string | null>(null)

  const add = () => {
    const text = draft.trim()
    if (text === '') return setDraftError('Type the option to add.')
    if (options.some((o) => o.text.trim().toLowerCase() === text.toLowerCase()))
      return setDraftError(`${text} is already an option.`)
    onChange([...options, { uid: next++, text }])
    setDraft('')
    setDraftError(null)
  }
  const move = (at: number, by: -1 | 1) => onChange(moveItem(options, at, at + by))
  const rename = (uid: number, text: string) =>
    onChange(options.map((o) => (o.uid === uid ? { ...o, text } : o)))
  const remove = (uid: number) => onChange(options.filter((o) => o.uid !== uid))
  const onDraftKey = (e: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the option rather than saving the whole form.
    if (e.key === 'Enter') {
      e.preventDefault()
      add()
    }
  }
  const listError = errorFor('options')

  return (
    <StyledEditor>
      {listError ? (
        <StyledError role="alert" id={`${listId}-error`}>
          {listError}
        </StyledError>
      ) : null}
      {options.length === 0 ? (
        <StyledEmpty>No options yet: add the choices people pick from.</StyledEmpty>
      ) : (
        <StyledList aria-label="Options">
          {options.map((option, at) => {
            const name = option.text.trim() || `option ${at + 1}`
            return (
              <li key={option.uid}>
                <TextField
                  label={`Option ${at + 1}`}
                  name={`options.${at}`}
                  value={option.text}
                  maxLength={255}
                  disabled={disabled}
                  error={errorFor(`options.${at}`)}
                  onChange={(e) => rename(option.uid, e.target.value)}
                />
                <StyledRowActions>
                  <IconButton
                    aria-label={`Move ${name} up`}
                    icon={<UpIcon />}
                    variant="ghost"
                    size="sm"
                    disabled={disabled || at === 0}
                    onClick={() => move(at, -1)}
                  />
                  <IconButton
                    aria-label={`Move ${name} down`}
                    icon={<DownIcon />}
                    variant="ghost"
                    size="sm"
                    disabled={disabled || at === options.length - 1}
                    onClick={() => move(at, 1)}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove ${name}`}
                    disabled={disabled}
                    onClick={() => remove(option.uid)}
                  >
                    Remove
                  </Button>
                </StyledRowActions>
              </li>
            )
          })}
        </StyledList>
      )}
      {disabled ? null : (
        <StyledAdd>
          <TextField
            label="New option"
            name="new_option"
            value={draft}
            maxLength={255}
            error={draftError}
            onKeyDown={onDraftKey}
            onChange={(e) => {
              setDraft(e.target.value)
              setDraftError(null)
            }}
          />
          <Button variant="secondary" onClick={add}>
            Add option
          </Button>
        </StyledAdd>
      )}
    </StyledEditor>
  )
}

const StyledEditor = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`

const StyledList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: ${({ theme }) => theme.space.sm};
  }

  > li > :first-child {
    flex: 1 1 14rem;
    min-width: 0;
  }
`

const StyledRowActions = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding-bottom: ${({ theme }) => theme.space.xs};
`

const StyledAdd = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  > :first-child {
    flex: 1 1 14rem;
    min-width: 0;
  }
`

const StyledEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.textMuted};
`

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.danger};
`
