import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import styled from 'styled-components'
import {
  Button,
  Card,
  DateField,
  Form,
  FormActions,
  MoneyField,
  TextAreaField,
  TextField,
  useFormSubmit,
  useToast,
} from '@/ui'
import { addDealMetric, invalidateAfterMetric, type DealMetricInput } from '../api/deal-metrics'
import { periodLabel } from '../model/deal-series'

/** A number typed in a plain field, or null when empty (the host says what is wrong with text). */
const numberOrText = (text: string): number | string | null => {
  const t = text.replace(/[,%\s]/g, '')
  if (t === '') return null
  const n = Number(t)
  return Number.isFinite(n) ? n : text
}

/** A period's figures for a deal: period end, revenue, EBITDA, gross margin, headcount, notes. */
export function AddDealFiguresForm({ dealId, onDone }: { dealId: number; onDone: () => void }) {
  const toast = useToast()
  const queryClient = useQueryClient()
  const [period, setPeriod] = useState('')
  const [revenue, setRevenue] = useState<number | null>(null)
  const [ebitda, setEbitda] = useState<number | null>(null)
  const [margin, setMargin] = useState('')
  const [employees, setEmployees] = useState('')
  const [notes, setNotes] = useState('')
  const submission = useFormSubmit((input: DealMetricInput) => addDealMetric(input), {
    onSuccess: (saved) => {
      void invalidateAfterMetric(queryClient)
      toast.success(`Figures for the period ending ${periodLabel(String(saved.period))} added.`)
      onDone()
    },
  })
  const clear = (field: string) => submission.clearFieldError(field)

  return (
    <Card title="Add figures" level={3}>
      <Form
        aria-label="Add figures"
        submission={submission}
        onSubmit={() =>
          void submission.submit({
            pipeline_deal_id: dealId,
            period,
            revenue,
            ebitda,
            // Sent as typed when it is not a number, so the host's message names the field.
            gross_margin_percent: numberOrText(margin) as number | null,
            employees: numberOrText(employees) as number | null,
            notes: notes.trim() === '' ? null : notes.trim(),
          })
        }
      >
        <StyledGrid>
          <DateField
            label="Period ending"
            name="period"
            required
            hint="The last day of the year or quarter."
            value={period}
            error={submission.errorFor('period')}
            onChange={(e) => {
              setPeriod(e.target.value)
              clear('period')
            }}
          />
          <MoneyField
            label="Revenue"
            name="revenue"
            value={revenue}
            error={submission.errorFor('revenue')}
            onChange={(v) => {
              setRevenue(v)
              clear('revenue')
            }}
          />
          <MoneyField
            label="EBITDA"
            name="ebitda"
            hint="Negative for a loss."
            value={ebitda}
            error={submission.errorFor('ebitda')}
            onChange={(v) => {
              setEbitda(v)
              clear('ebitda')
            }}
          />
          <TextField
            label="Gross margin (%)"
            name="gross_margin_percent"
            inputMode="decimal"
            value={margin}
            error={submission.errorFor('gross_margin_percent')}
            onChange={(e) => {
              setMargin(e.target.value)
              clear('gross_margin_percent')
            }}
          />
          <TextField
            label="Employees"
            name="employees"
            inputMode="numeric"
            value={employees}
            error={submission.errorFor('employees')}
            onChange={(e) => {
              setEmployees(e.target.value)
              clear('employees')
            }}
          />
        </StyledGrid>
        <TextAreaField
          label="Notes (optional)"
          name="notes"
          rows={2}
          maxLength={1000}
          value={notes}
          error={submission.errorFor('notes')}
          onChange={(e) => {
            setNotes(e.target.value)
            clear('notes')
          }}
        />
        <FormActions>
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={submission.isSubmitting} loadingText="Saving">
            Save figures
          </Button>
        </FormActions>
      </Form>
    </Card>
  )
}

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(200px, 100%), 1fr));
  gap: ${({ theme }) => theme.space.md};
`
