// @vitest-environment dom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithTheme } from '@/ui/test/render-with-theme'
import { CheckboxGroup } from '@/ui/choice/checkbox-group'
import { RadioGroup } from '@/ui/choice/radio-group'
import { DateField } from './date-field'
import { MoneyField } from './money-field'
import { SelectField } from './select-field'
import { TextField } from './text-field'

describe('field error wiring', () => {
  it('labels the control and links hint and error through aria-describedby', () => {
    renderWithTheme(
      <TextField label="Email" hint="We never share it." error="The email field is required." />,
    )
    const input = screen.getByLabelText('Email')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('The email field is required. We never share it.')
    expect(screen.getByText('The email field is required.')).toBeVisible()
  })

  it('is neither invalid nor described by an error when there is none', () => {
    renderWithTheme(<TextField label="Name" />)
    const input = screen.getByRole('textbox', { name: 'Name' })
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(input).not.toHaveAttribute('aria-describedby')
  })

  it('wires select and date fields the same way', () => {
    renderWithTheme(
      <>
        <SelectField
          label="Sector"
          placeholder="Select…"
          options={[{ value: 'fin', label: 'Fintech' }]}
          error="Choose a sector."
        />
        <DateField label="Close date" error="The close date must be a date after today." />
      </>,
    )
    expect(screen.getByRole('combobox', { name: 'Sector' })).toHaveAccessibleDescription(
      'Choose a sector.',
    )
    expect(screen.getByLabelText('Close date')).toHaveAttribute('aria-invalid', 'true')
  })

  it('groups checkboxes and radios in a fieldset with a legend and a group error', async () => {
    const onChange = vi.fn()
    renderWithTheme(
      <>
        <CheckboxGroup
          legend="Sectors"
          value={['a']}
          onChange={onChange}
          options={[
            { value: 'a', label: 'Alpha' },
            { value: 'b', label: 'Beta' },
          ]}
          error="Pick at least two."
        />
        <RadioGroup
          legend="Investor type"
          value={null}
          onChange={onChange}
          options={[{ value: 'hnw', label: 'High net worth' }]}
        />
      </>,
    )
    const group = screen.getByRole('group', { name: 'Sectors' })
    expect(group).toHaveAccessibleDescription('Pick at least two.')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Beta' }))
    expect(onChange).toHaveBeenLastCalledWith(['a', 'b'])
    await userEvent.click(screen.getByRole('radio', { name: 'High net worth' }))
    expect(onChange).toHaveBeenLastCalledWith('hnw')
  })
})

describe('MoneyField', () => {
  function Harness({ onValue }: { onValue: (n: number | null) => void }) {
    const [value, setValue] = useState<number | null>(null)
    return (
      <MoneyField
        label="Amount"
        value={value}
        onChange={(n) => {
          setValue(n)
          onValue(n)
        }}
      />
    )
  }

  it('emits a number and adds thousands separators on blur', async () => {
    const onValue = vi.fn()
    renderWithTheme(<Harness onValue={onValue} />)
    const input = screen.getByRole('textbox', { name: 'Amount' })
    await userEvent.type(input, '1250000.5')
    expect(onValue).toHaveBeenLastCalledWith(1250000.5)
    expect(input).toHaveValue('1250000.5')
    await userEvent.tab()
    expect(input).toHaveValue('1,250,000.50')
    await userEvent.clear(input)
    await userEvent.type(input, '£2,000')
    await userEvent.tab()
    expect(onValue).toHaveBeenLastCalledWith(2000)
    expect(input).toHaveValue('2,000')
  })

  it('keeps text that is not an amount and emits null', async () => {
    const onValue = vi.fn()
    renderWithTheme(<Harness onValue={onValue} />)
    const input = screen.getByRole('textbox', { name: 'Amount' })
    await userEvent.type(input, '12x')
    await userEvent.tab()
    expect(input).toHaveValue('12x')
    expect(onValue).toHaveBeenLastCalledWith(null)
  })

  it('shows a value set from outside', () => {
    renderWithTheme(<MoneyField label="Amount" value={25000} onChange={() => {}} />)
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('25,000')
  })
})
