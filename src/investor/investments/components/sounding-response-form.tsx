import { useState } from 'react'
import { Button, Form, FormActions, RadioGroup, useFormSubmit } from '@/ui'
import { respondToSounding } from '../api/market-soundings'
import {
  SOUNDING_RESPONSES,
  type MarketSounding,
  type SoundingResponse,
} from '@/lib/market-soundings/market-sounding'

export interface SoundingResponseFormProps {
  soundingId: number
  onResponded: (sounding: MarketSounding) => void
}

/**
 * The three SPEC §4 responses and one submit. The host refuses a second answer and an empty
 * one with a 422 on `response`, which shows on the choices (SPEC §5).
 */
export function SoundingResponseForm({ soundingId, onResponded }: SoundingResponseFormProps) {
  const [response, setResponse] = useState<SoundingResponse | null>(null)
  const submission = useFormSubmit(
    (value: SoundingResponse | null) => respondToSounding(soundingId, value),
    {
      onSuccess: onResponded,
    },
  )
  return (
    <Form onSubmit={() => void submission.submit(response)} submission={submission}>
      <RadioGroup
        legend="Your response"
        name="response"
        options={SOUNDING_RESPONSES.map((r) => ({ value: r.value, label: r.label }))}
        value={response}
        onChange={(value) => {
          setResponse(value as SoundingResponse)
          submission.clearFieldError('response')
        }}
        error={submission.errorFor('response')}
      />
      <FormActions>
        <Button type="submit" loading={submission.isSubmitting} loadingText="Submitting">
          Submit response
        </Button>
      </FormActions>
    </Form>
  )
}
