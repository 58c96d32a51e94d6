import { useId, useState } from 'react'
import styled from 'styled-components'
import { SUBMIT_FALLBACK_MESSAGE, toFormError } from '@/lib/api'
import { Button, Modal, Row, SelectField, Stack, type SelectOption } from '@/ui'

export interface StatusChangeControlProps {
  /** "KYC status", "Lead status". */
  label: string
  /** The record's value now ('' for none). */
  value: string
  options: SelectOption[]
  /** Saves the chosen value; rejects with the host's error. */
  onConfirm: (value: string) => Promise<unknown>
  disabled?: boolean
}

/**
 * A status picked from a select and saved only after a confirmation: choosing shows a save
 * button (so browsing the options with the arrow keys changes nothing), which asks first.
 */
export function StatusChangeControl(props: StatusChangeControlProps) {
  const { label, value, options, onConfirm, disabled } = props
  const [chosen, setChosen] = useState<string | null>(null)
  const [asking, setAsking] = useState(false)
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const descriptionId = useId()
  const current = chosen ?? value
  const nameOf = (v: string) => options.find((o) => o.value === v)?.label ?? 'None'
  const dirty = chosen !== null && chosen !== value

  const confirm = async () => {
    if (saving || chosen === null) return
    setSaving(true)
    setError(null)
    try {
      await onConfirm(chosen)
      setAsking(false)
      setChosen(null)
    } catch (err) {
      const mapped = toFormError(err)
      setError(Object.values(mapped.fieldErrors)[0] ?? mapped.message ?? SUBMIT_FALLBACK_MESSAGE)
    } finally {
      setSaving(false)
    }
  }

  return (
    <StyledControl $gap="xs">
      <SelectField
        label={label}
        value={current}
        options={options}
        placeholder={value === '' ? 'None' : undefined}
        disabled={disabled}
        onChange={(e) => {
          setChosen(e.target.value)
          setError(null)
        }}
      />
      {dirty ? (
        <Row $gap="xs" $align="stretch" $nowrap>
          <Button size="sm" onClick={() => setAsking(true)}>
            Save {label.toLowerCase()}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setChosen(null)}>
            Cancel
          </Button>
        </Row>
      ) : null}
      <Modal
        open={asking}
        onClose={() => !saving && setAsking(false)}
        title={`Change ${label.toLowerCase()}?`}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsking(false)} disabled={saving}>
              Keep {nameOf(value)}
            </Button>
            <Button onClick={() => void confirm()} loading={saving} loadingText="Saving">
              Change to {nameOf(current)}
            </Button>
          </>
        }
      >
        <p id={descriptionId}>
          The {label.toLowerCase()} changes from <strong>{nameOf(value)}</strong> to{' '}
          <strong>{nameOf(current)}</strong>. The change is recorded with your name.
        </p>
        {error ? <StyledError role="alert">{error}</StyledError> : null}
      </Modal>
    </StyledControl>
  )
}

const StyledControl = styled(Stack)`
  min-width: 180px;
`

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.danger};
`
