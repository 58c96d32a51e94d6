import styled from 'styled-components'
import { Button, Form, FormActions, HtmlView, useFormSubmit } from '@/ui'
import { decideSounding } from '../api/market-soundings'
import type { MarketSounding, SoundingDecision } from '@/lib/market-soundings/market-sounding'

export interface SoundingConsentFormProps {
  soundingId: number
  /** Who is sounding the investor: the tenant's name. */
  firm: string
  /** The explanation sent with the sounding (HTML), or the tenant's current one. */
  wording: string | null
  onDecided: (sounding: MarketSounding) => void
}

/**
 * What the investor reads before anything is disclosed (UK MAR art. 11): who is sounding them,
 * that the information is inside information, and what agreeing to receive it means. The
 * confidential text is not on the page, nor served to them, until they agree.
 */
export function SoundingConsentForm({
  soundingId,
  firm,
  wording,
  onDecided,
}: SoundingConsentFormProps) {
  const submission = useFormSubmit(
    (decision: SoundingDecision) => decideSounding(soundingId, decision),
    { onSuccess: onDecided },
  )
  return (
    <Form
      aria-label="Receive the inside information?"
      onSubmit={() => void submission.submit('agreed')}
      submission={submission}
    >
      <StyledLead>
        <strong>{firm}</strong> is sounding you out about a potential transaction before it is
        announced, and would like to share inside information with you.
      </StyledLead>
      {wording ? <HtmlView html={wording} /> : null}
      <StyledPoints>
        <li>
          The information is <strong>inside information</strong>: it has not been made public.
        </li>
        <li>
          If you agree to receive it you become an insider. You must keep it confidential and must
          not deal in the securities concerned, or encourage anyone else to, until it is made
          public.
        </li>
        <li>
          Once you agree you will see the information and can tell us whether you are interested.
        </li>
        <li>If you decline, nothing is shared with you and you will not be asked to answer.</li>
      </StyledPoints>
      <FormActions>
        <Button type="submit" loading={submission.isSubmitting} loadingText="Recording">
          Agree and receive the information
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={submission.isSubmitting}
          onClick={() => void submission.submit('declined')}
        >
          Decline
        </Button>
      </FormActions>
    </Form>
  )
}

const StyledLead = styled.p`
  margin: 0;
`

const StyledPoints = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`
