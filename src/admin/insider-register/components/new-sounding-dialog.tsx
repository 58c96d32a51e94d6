import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { fetchPage } from '@/lib/resources'
import { useTenantSettings } from '@/lib/tenant'
import {
  ComboboxField,
  DialogForm,
  RichTextEditor,
  TextField,
  useFormSubmit,
  useToast,
  type SelectOption,
} from '@/ui'
import { invalidateSoundings, sendSounding, type SendSoundingInput } from '../api/soundings'
import { InvestorPicker } from './investor-picker'

export interface NewSoundingDialogProps {
  onClose: () => void
}

const searchOpportunities = async (term: string, signal: AbortSignal) => {
  const page = await fetchPage(
    'investment-opportunities',
    { filter: term ? { search: term } : {}, sort: ['name'], perPage: 10 },
    signal,
  )
  return page.data.map((o) => ({ value: String(o.id), label: String(o.name ?? `#${o.id}`) }))
}

/**
 * Sounding investors about an opportunity: the confidential text, the wording they see first
 * (the tenant's market-sounding popup text, editable for this sounding) and the investors.
 * Each gets it in the portal and a live notification; a 422 lands on its field, and what was
 * typed stays.
 */
export function NewSoundingDialog({ onClose }: NewSoundingDialogProps) {
  const toast = useToast()
  const queryClient = useQueryClient()
  const settings = useTenantSettings()
  const [opportunity, setOpportunity] = useState<SelectOption | null>(null)
  const [title, setTitle] = useState('')
  const [body, setBody] = useState('')
  // The settings' wording as it stands now; what was sent is kept with each sounding.
  const [wording, setWording] = useState(() => settings.marketSoundingDescription ?? '')
  const [investors, setInvestors] = useState<SelectOption[]>([])
  const submission = useFormSubmit((input: SendSoundingInput) => sendSounding(input), {
    onSuccess: (rows) => {
      void invalidateSoundings(queryClient)
      toast.success(
        `Market sounding sent to ${rows.length} investor${rows.length === 1 ? '' : 's'}.`,
      )
      onClose()
    },
  })
  const clear = (field: string) => submission.clearFieldError(field)

  return (
    <DialogForm
      size="lg"
      onClose={onClose}
      title="New market sounding"
      description="The investors you choose see it in their portal and are notified at once. Their answers and the time they gave them are kept in the register."
      submitLabel="Send market sounding"
      savingLabel="Sending"
      submission={submission}
      onSubmit={() =>
        void submission.submit({
          investment_opportunity_id: opportunity ? Number(opportunity.value) : null,
          title: title.trim(),
          body,
          wording: wording.trim() === '' ? null : wording,
          user_ids: investors.map((o) => Number(o.value)),
        })
      }
    >
      <ComboboxField
        label="Opportunity"
        required
        value={opportunity}
        loadOptions={searchOpportunities}
        error={submission.errorFor('investment_opportunity_id')}
        onChange={(option) => {
          setOpportunity(option)
          clear('investment_opportunity_id')
        }}
      />
      <TextField
        label="Title"
        name="title"
        required
        maxLength={255}
        value={title}
        error={submission.errorFor('title')}
        onChange={(e) => {
          setTitle(e.target.value)
          clear('title')
        }}
      />
      <RichTextEditor
        label="Confidential information"
        hint="The inside information you are sharing: not yet public."
        value={body}
        error={submission.errorFor('body')}
        onChange={(html) => {
          setBody(html)
          clear('body')
        }}
      />
      <RichTextEditor
        label="Wording investors see first"
        hint="From the market-sounding popup settings; change it here for this sounding only."
        value={wording}
        error={submission.errorFor('wording')}
        onChange={(html) => {
          setWording(html)
          clear('wording')
        }}
      />
      <InvestorPicker
        label="Investors to sound"
        value={investors}
        error={submission.errorFor('user_ids')}
        onChange={(chosen) => {
          setInvestors(chosen)
          clear('user_ids')
        }}
      />
    </DialogForm>
  )
}
