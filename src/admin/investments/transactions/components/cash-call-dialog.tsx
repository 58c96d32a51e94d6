import { useState } from 'react'
import styled from 'styled-components'
import { personName } from '@/lib/api'
import { formatGBP } from '@/lib/format'
import {
  Button,
  DateField,
  Form,
  FormActions,
  Modal,
  MoneyField,
  Stack,
  useFormSubmit,
  useToast,
} from '@/ui'
import type { Transaction } from '@/admin/tabs/transactions'
import { issueCashCall, useRefreshAfterCashCall, type CashCallInput } from '../api/cash-calls'
import { StyledScrollList } from './cash-call-styles'

export interface CashCallDialogProps {
  opportunity: { id: number; name?: unknown }
  /** The reserved investments to call; null while the dialog is closed. */
  rows: Transaction[] | null
  onClose: () => void
  /** After the host has called them (e.g. to clear the table's selection). */
  onIssued: () => void
}

export const investorOf = (row: Transaction) =>
  (row.user ? personName(row.user) || row.user.email : '') || `Investor ${row.user_id}`

/** Today in the browser's calendar, as the date input and Laravel's date rule write it. */
function today() {
  const d = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/**
 * "Issue cash call": the due date and, per investor, the amount due (their reservation's
 * amount unless changed) beside the payment reference the investor is told to quote.
 * Opened afresh for each set of rows; the host's 422s show on their fields.
 */
export function CashCallDialog({ opportunity, rows, onClose, onIssued }: CashCallDialogProps) {
  if (!rows) return null
  return (
    <CashCallForm
      key={rows.map((r) => r.id).join(',')}
      opportunity={opportunity}
      rows={rows}
      onClose={onClose}
      onIssued={onIssued}
    />
  )
}

function CashCallForm({
  opportunity,
  rows,
  onClose,
  onIssued,
}: CashCallDialogProps & { rows: Transaction[] }) {
  const toast = useToast()
  const refresh = useRefreshAfterCashCall()
  const [dueDate, setDueDate] = useState('')
  const [amounts, setAmounts] = useState<Record<number, number | null>>(() =>
    Object.fromEntries(rows.map((r) => [r.id, Number(r.amount)])),
  )
  const save = useFormSubmit((input: CashCallInput) => issueCashCall(opportunity.id, input), {
    onSuccess: (called) => {
      void refresh()
      toast.success(
        called.length === 1
          ? `Cash call sent to ${investorOf(rows[0])}.`
          : `Cash call sent to ${called.length} investors.`,
      )
      onIssued()
      onClose()
    },
  })
  const submit = () => {
    const changed: Record<string, number> = {}
    for (const row of rows) {
      const value = amounts[row.id]
      // A cleared amount is sent as is, so the host's own message says what is wrong.
      if (value !== Number(row.amount)) changed[row.id] = value as number
    }
    void save.submit({
      investment_ids: rows.map((r) => r.id),
      due_date: dueDate,
      ...(Object.keys(changed).length ? { amounts: changed } : {}),
    })
  }
  const total = rows.reduce((sum, r) => sum + (amounts[r.id] ?? 0), 0)
  const who = rows.length === 1 ? investorOf(rows[0]) : `${rows.length} investors`

  return (
    <Modal
      open
      onClose={onClose}
      title="Issue cash call"
      description={`${who} will be asked to pay by the due date, quoting the payment reference shown. Each is notified straight away.`}
      size="lg"
    >
      <Form onSubmit={submit} submission={save} aria-label="Issue cash call">
        <DateField
          label="Due date"
          name="due_date"
          required
          min={today()}
          value={dueDate}
          error={save.errorFor('due_date')}
          onChange={(e) => {
            setDueDate(e.target.value)
            save.clearFieldError('due_date')
          }}
        />
        <StyledScrollList $max="45vh" as="ul" aria-label="Amounts due">
          {rows.map((row) => {
            const name = investorOf(row)
            return (
              <StyledItem key={row.id}>
                <StyledWho $gap="xxs">
                  <strong>{name}</strong>
                  <span>
                    Reserved {formatGBP(row.amount)} · Payment reference{' '}
                    <StyledRef>{row.payment_reference}</StyledRef>
                  </span>
                </StyledWho>
                <MoneyField
                  label={`Amount due from ${name}`}
                  name={`amounts.${row.id}`}
                  value={amounts[row.id] ?? null}
                  error={save.errorFor(`amounts.${row.id}`)}
                  onChange={(value) => {
                    setAmounts((a) => ({ ...a, [row.id]: value }))
                    save.clearFieldError(`amounts.${row.id}`)
                  }}
                />
              </StyledItem>
            )
          })}
        </StyledScrollList>
        <StyledTotal>
          Total due <strong>{formatGBP(total)}</strong>
        </StyledTotal>
        <FormActions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isSubmitting} loadingText="Sending cash call">
            {rows.length === 1 ? 'Send cash call' : `Send cash call to ${rows.length} investors`}
          </Button>
        </FormActions>
      </Form>
    </Modal>
  )
}

const StyledItem = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 220px);
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
  padding-bottom: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colours.border};

  @media (max-width: 600px) {
    grid-template-columns: minmax(0, 1fr);
  }
`

const StyledWho = styled(Stack)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};

  strong {
    color: ${({ theme }) => theme.colours.text};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`

const StyledRef = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  color: ${({ theme }) => theme.colours.text};
`

const StyledTotal = styled.p`
  margin: 0;
  text-align: right;
`
