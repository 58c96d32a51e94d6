import { useId, useState, type KeyboardEvent } from 'react'
import styled from 'styled-components'
import { Button, moveItem, ReorderableList, Row, Stack, TextField, useReorderable } from '@/ui'
import { MutedText } from '../../components/muted-text'

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
/** An option as its buttons name it (its text, or its place while it has none). */
const nameOf = (option: OptionRow, at: number) => option.text.trim() || `option ${at + 1}`
export const optionRows = (options: readonly string[] | null) =>
  (options ?? []).map((text) => ({ uid: next++, text }))

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
  const reorder = useReorderable({
    items: options,
    keyOf: (option) => option.uid,
    onMove: (from, to) => onChange(moveItem(options, from, to)),
    spokenName: (option, at) => nameOf(option, at),
  })
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
    <Stack>
      {listError ? (
        <StyledError role="alert" id={`${listId}-error`}>
          {listError}
        </StyledError>
      ) : null}
      {options.length === 0 ? (
        <MutedText>No options yet: add the choices people pick from.</MutedText>
      ) : (
        <ReorderableList
          reorder={reorder}
          label="Options"
          look="lines"
          disabled={disabled}
          names={(option, at) => ({
            up: `Move ${nameOf(option, at)} up`,
            down: `Move ${nameOf(option, at)} down`,
          })}
        >
          {(option, at, buttons) => (
            <StyledRow $align="flex-end">
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
                {buttons}
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${nameOf(option, at)}`}
                  disabled={disabled}
                  onClick={() => remove(option.uid)}
                >
                  Remove
                </Button>
              </StyledRowActions>
            </StyledRow>
          )}
        </ReorderableList>
      )}
      {disabled ? null : (
        <StyledRow $align="flex-end">
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
        </StyledRow>
      )}
    </Stack>
  )
}

/** A text field taking the room left by the buttons after it (an option, the new one). */
const StyledRow = styled(Row)`
  > :first-child {
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

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.danger};
`
