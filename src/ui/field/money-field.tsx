import { useState, type ComponentPropsWithRef, type FocusEvent, type ReactNode } from 'react'
import { Field } from './field'
import { StyledAffixWrap, StyledPrefix } from './control-styles'
import { StyledInput } from './field-styles'
import { formatMoney, parseMoney, roundPence } from './money'

type InputProps = Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'children'
>

export interface MoneyFieldProps extends InputProps {
  label: ReactNode
  /** The amount in pounds; null when empty or not a number. */
  value: number | null
  onChange: (value: number | null) => void
  hint?: ReactNode
  error?: string | null
}

/**
 * A GBP amount. The user types freely ("£1250.5" is fine); the number is emitted on every
 * change, and on blur the text is tidied to thousands separators and whole pence. Text that
 * is not an amount is left as typed (and emits null) so the user can see and fix it.
 */
export function MoneyField({
  label,
  value,
  onChange,
  hint,
  error,
  id,
  required,
  onBlur,
  ...input
}: MoneyFieldProps) {
  const [text, setText] = useState(() => formatMoney(value))
  const [seen, setSeen] = useState(value)
  // A new value from outside (reset, loaded record) replaces the text; our own echo does not.
  if (value !== seen) {
    setSeen(value)
    if (parseMoney(text) !== value) setText(formatMoney(value))
  }

  const emit = (n: number | null) => {
    setSeen(n)
    if (n !== value) onChange(n)
  }

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const n = parseMoney(text)
    if (n !== null) {
      const rounded = roundPence(n)
      setText(formatMoney(rounded))
      emit(rounded)
    }
    onBlur?.(event)
  }

  return (
    <Field label={label} hint={hint} error={error} id={id} required={required}>
      {(control) => (
        <StyledAffixWrap>
          <StyledPrefix aria-hidden="true">£</StyledPrefix>
          <StyledInput
            {...input}
            {...control}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            onChange={(event) => {
              setText(event.target.value)
              emit(parseMoney(event.target.value))
            }}
            onBlur={handleBlur}
            $invalid={Boolean(error)}
          />
        </StyledAffixWrap>
      )}
    </Field>
  )
}
