import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { queryErrorMessage } from '@/lib/api'
import { formatGBP } from '@/lib/format'
import { isoDay } from '@/lib/investments'
import { resourceKeys } from '@/lib/resources'
import {
  Button,
  DataTable,
  DateField,
  EmptyState,
  ErrorState,
  Form,
  LoadingState,
  Modal,
  MoneyField,
  Row,
  VisuallyHidden,
  useFormSubmit,
  useToast,
  type Column,
} from '@/ui'
import { holdersQuery, HOLDERS_LIMIT, offerRound, type Holder } from '../api/pre-emption-round'
import {
  chosenHolders,
  entitlementOf,
  heldTotal,
  roundBody,
  roundProblems,
  type RoundDraft,
} from '../model/round'
import { StyledError, StyledFields, StyledHolder, StyledNote } from './offer-round-styles'

export interface OfferRoundDialogProps {
  opportunity: { id: number; name?: unknown; share_price?: unknown }
  onClose: () => void
}

const holderName = (h: Holder) => [h.name, h.surname].filter(Boolean).join(' ')

/**
 * Staff offer a follow-on round: the price, the closing date, and each chosen holder's
 * entitlement (pro rata to their holding from the round's size, or typed per holder). One
 * request creates every option; the host notifies each holder.
 */
export function OfferRoundDialog({ opportunity, onClose }: OfferRoundDialogProps) {
  const holders = useQuery(holdersQuery(opportunity.id))
  const name = typeof opportunity.name === 'string' ? opportunity.name : 'this investment'
  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      title="Offer a follow-on round"
      description={`Each holder of ${name} you choose is offered their entitlement and told at once.`}
    >
      {holders.isPending ? (
        <LoadingState label="Loading the holders…" />
      ) : holders.isError ? (
        <ErrorState
          message={queryErrorMessage(holders.error) ?? 'The holders could not be loaded.'}
          onRetry={() => void holders.refetch()}
          retrying={holders.isFetching}
        />
      ) : holders.data.data.length === 0 ? (
        <EmptyState
          title="No holders yet"
          description="Nobody holds this investment to offer a round to."
        />
      ) : (
        <RoundForm
          opportunity={opportunity}
          holders={holders.data.data}
          more={holders.data.total > HOLDERS_LIMIT}
          onClose={onClose}
        />
      )}
    </Modal>
  )
}

function RoundForm({
  opportunity,
  holders,
  more,
  onClose,
}: OfferRoundDialogProps & { holders: Holder[]; more: boolean }) {
  const formId = useId()
  const toast = useToast()
  const client = useQueryClient()
  const [draft, setDraft] = useState<RoundDraft>(() => ({
    roundSize: null,
    sharePrice: opportunity.share_price == null ? null : Number(opportunity.share_price),
    deadline: '',
    selected: new Set(holders.map((h) => h.id)),
    overrides: new Map(),
  }))
  const [problems, setProblems] = useState<Record<string, string>>({})
  // Caught before sending still moves focus to the first invalid field, as a 422 does.
  const [checks, setChecks] = useState(0)
  const submission = useFormSubmit(
    (body: ReturnType<typeof roundBody>) => offerRound(opportunity.id, body),
    {
      onSuccess: (count) => {
        void client.invalidateQueries({ queryKey: resourceKeys('pre-emption-options').all })
        toast.success(`The round was offered to ${count} ${count === 1 ? 'holder' : 'holders'}.`)
        onClose()
      },
    },
  )
  const total = heldTotal(holders)
  const chosen = chosenHolders(holders, draft)
  const errorFor = (key: string) => problems[key] ?? submission.errorFor(key)
  const update = (patch: Partial<RoundDraft>, ...keys: string[]) => {
    setDraft((d) => ({ ...d, ...patch }))
    setProblems((p) => {
      const next = { ...p }
      for (const k of keys) delete next[k]
      return next
    })
    for (const k of keys) submission.clearFieldError(k)
  }
  const rowError = (h: Holder) => {
    const i = chosen.findIndex((c) => c.id === h.id)
    return i < 0
      ? undefined
      : (errorFor(`holders.${i}.entitlement_amount`) ?? errorFor(`holders.${i}.user_id`))
  }

  // Rebuilt each render: the entitlement cells read this render's draft and errors.
  const columns: Column<Holder>[] = [
    {
      id: 'holder',
      header: 'Holder',
      cell: (h) => (
        <StyledHolder>
          <strong>{holderName(h)}</strong>
          <span>{h.email}</span>
        </StyledHolder>
      ),
    },
    {
      id: 'holding',
      header: 'Holding',
      align: 'right',
      cell: (h) => formatGBP(h.total_amount),
    },
    {
      id: 'entitlement',
      header: 'Entitlement',
      width: '12rem',
      cell: (h) => (
        <MoneyField
          label={<VisuallyHidden>Entitlement for {holderName(h)}</VisuallyHidden>}
          value={entitlementOf(h, draft, total)}
          disabled={!draft.selected.has(h.id)}
          error={rowError(h)}
          onChange={(value) => {
            const overrides = new Map(draft.overrides)
            overrides.set(h.id, value)
            const i = chosen.findIndex((c) => c.id === h.id)
            update({ overrides }, `holders.${i}.entitlement_amount`)
          }}
        />
      ),
    },
  ]

  return (
    <Form
      id={formId}
      submission={{
        isSubmitting: submission.isSubmitting,
        formError: submission.formError,
        fieldErrors: { ...submission.fieldErrors, ...problems },
        failures: submission.failures + checks,
      }}
      onSubmit={() => {
        const found = roundProblems(holders, draft)
        setProblems(found)
        if (Object.keys(found).length > 0) setChecks((n) => n + 1)
        else void submission.submit(roundBody(holders, draft))
      }}
    >
      <StyledFields>
        <MoneyField
          label="Share price"
          name="share_price"
          value={draft.sharePrice}
          error={errorFor('share_price')}
          onChange={(sharePrice) => update({ sharePrice }, 'share_price')}
        />
        <DateField
          label="Offer closes on"
          name="deadline"
          required
          min={isoDay(new Date())}
          hint="Holders may answer until the end of this day."
          value={draft.deadline}
          error={errorFor('deadline')}
          onChange={(e) => update({ deadline: e.target.value }, 'deadline')}
        />
        <MoneyField
          label="Size of the round"
          name="round_size"
          hint={`Shared pro rata to holdings (${formatGBP(total)} held); type over any holder's entitlement.`}
          value={draft.roundSize}
          error={errorFor('round_size')}
          onChange={(roundSize) =>
            update(
              { roundSize },
              'round_size',
              ...chosen.map((_, i) => `holders.${i}.entitlement_amount`),
            )
          }
        />
      </StyledFields>
      <DataTable
        caption="Holders offered the round"
        columns={columns}
        rows={holders}
        rowKey={(h) => h.id}
        selection={{
          selected: draft.selected,
          rowName: holderName,
          onChange: (next) => update({ selected: new Set([...next].map(Number)) }, 'holders'),
        }}
      />
      {errorFor('holders') ? <StyledError role="alert">{errorFor('holders')}</StyledError> : null}
      {more ? <StyledNote>Only the {HOLDERS_LIMIT} largest holders are listed.</StyledNote> : null}
      <Row $align="stretch" $justify="flex-end">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={submission.isSubmitting} loadingText="Offering">
          Offer to {chosen.length} {chosen.length === 1 ? 'holder' : 'holders'}
        </Button>
      </Row>
    </Form>
  )
}
