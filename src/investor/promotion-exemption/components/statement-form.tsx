import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { formatDate } from '@/lib/format'
import { resourceKeys } from '@/lib/resources'
import { sessionKeys } from '@/lib/session'
import {
  Button,
  Checkbox,
  Form,
  FormActions,
  RadioGroup,
  StatementQuote,
  useFormSubmit,
  useToast,
} from '@/ui'
import type { ExemptionKey, PromotionExemption } from '@/lib/compliance'
import { makeStatement } from '../api/promotion-requests'

export interface StatementFormProps {
  exemptions: PromotionExemption[]
}

interface Draft {
  type: ExemptionKey | ''
  agreed: boolean
}

const CHOOSE = 'Choose the exemption that applies to you.'
const AGREE = 'Confirm that you agree to the statement to continue.'

/**
 * The investor chooses their exemption, reads its prescribed wording and agrees to it. The
 * host records that wording with the date; the session and every opportunity are read again,
 * so the details appear at once. What was chosen stays while the host refuses.
 */
export function StatementForm({ exemptions }: StatementFormProps) {
  const client = useQueryClient()
  const toast = useToast()
  const [draft, setDraft] = useState<Draft>({ type: '', agreed: false })
  const [problems, setProblems] = useState<Partial<Record<'type' | 'accepted', string>>>({})
  const submission = useFormSubmit((type: ExemptionKey) => makeStatement(type), {
    onSuccess: (made) => {
      toast.success(
        `Statement made. It lasts until ${made.expires_at ? formatDate(made.expires_at) : 'next year'}.`,
      )
      void client.invalidateQueries({ queryKey: sessionKeys.user() })
      void client.invalidateQueries({ queryKey: resourceKeys('investment-opportunities').all })
    },
  })
  const chosen = exemptions.find((e) => e.key === draft.type)

  const submit = () => {
    const next = {
      type: draft.type ? undefined : CHOOSE,
      accepted: draft.agreed ? undefined : AGREE,
    }
    setProblems(next)
    if (draft.type && draft.agreed) void submission.submit(draft.type)
  }

  return (
    <Form onSubmit={submit} submission={submission} aria-label="Financial promotion statement">
      <RadioGroup
        legend="Which of these applies to you?"
        options={exemptions.map((e) => ({ value: e.key, label: e.name }))}
        value={draft.type}
        onChange={(type) => setDraft({ type: type as ExemptionKey, agreed: false })}
        error={problems.type ?? submission.fieldErrors.type}
      />
      {chosen ? (
        <StatementQuote aria-label={`The ${chosen.name} statement`}>
          {chosen.statement}
        </StatementQuote>
      ) : null}
      <Checkbox
        label="I have read this statement, it applies to me and I agree to it."
        checked={draft.agreed}
        disabled={!chosen}
        onChange={(e) => setDraft((d) => ({ ...d, agreed: e.target.checked }))}
        error={problems.accepted ?? submission.fieldErrors.accepted}
      />
      <FormActions>
        <Button type="submit" loading={submission.isSubmitting}>
          Make my statement
        </Button>
      </FormActions>
    </Form>
  )
}
