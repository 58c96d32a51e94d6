import { useQueryClient } from '@tanstack/react-query'
import {
  FieldsForm,
  notesField,
  numberOrNull,
  trimmed,
  trimmedOrNull,
  type FieldDecl,
  type FieldValue,
} from '@/admin/kit/records'
import { Card, useToast } from '@/ui'
import { addDealMetric, invalidateAfterMetric } from '../api/deal-metrics'
import { periodLabel } from '../model/deal-series'

/** A number typed in a plain field, or null when empty (the host says what is wrong with text). */
const numberOrText = (value: FieldValue | undefined): number | string | null => {
  const text = typeof value === 'string' ? value : ''
  const t = text.replace(/[,%\s]/g, '')
  if (t === '') return null
  const n = Number(t)
  return Number.isFinite(n) ? n : text
}

const FIELDS: FieldDecl[] = [
  {
    name: 'period',
    label: 'Period ending',
    kind: 'date',
    required: true,
    hint: 'The last day of the year or quarter.',
  },
  { name: 'revenue', label: 'Revenue', kind: 'money' },
  { name: 'ebitda', label: 'EBITDA', kind: 'money', hint: 'Negative for a loss.' },
  { name: 'gross_margin_percent', label: 'Gross margin (%)', kind: 'text', inputMode: 'decimal' },
  { name: 'employees', label: 'Employees', kind: 'text', inputMode: 'numeric' },
  { ...notesField(1000, 2), wide: true },
]

/** A period's figures for a deal: period end, revenue, EBITDA, gross margin, headcount, notes. */
export function AddDealFiguresForm({ dealId, onDone }: { dealId: number; onDone: () => void }) {
  const toast = useToast()
  const queryClient = useQueryClient()
  return (
    <Card title="Add figures" level={3}>
      <FieldsForm
        label="Add figures"
        submitLabel="Save figures"
        fields={FIELDS}
        hostChecks
        submit={(v) =>
          addDealMetric({
            pipeline_deal_id: dealId,
            period: trimmed(v.period),
            revenue: numberOrNull(v.revenue),
            ebitda: numberOrNull(v.ebitda),
            // Sent as typed when it is not a number, so the host's message names the field.
            gross_margin_percent: numberOrText(v.gross_margin_percent) as number | null,
            employees: numberOrText(v.employees) as number | null,
            notes: trimmedOrNull(v.notes),
          })
        }
        onSaved={(saved) => {
          void invalidateAfterMetric(queryClient)
          toast.success(`Figures for the period ending ${periodLabel(String(saved.period))} added.`)
          onDone()
        }}
        onCancel={onDone}
      />
    </Card>
  )
}
