import { useParams } from 'react-router-dom'
import styled from 'styled-components'
import { useFlags } from '@/lib/flags'
import { formatDate } from '@/lib/format'
import { INVESTOR_PATHS } from '@/lib/navigation'
import { useTenantSettings } from '@/lib/tenant'
import { useTerm } from '@/lib/terminology'
import {
  Card,
  HtmlView,
  LoadingState,
  NotFoundError,
  PageHeader,
  PageStack,
  PageStates,
  Stack,
} from '@/ui'
import { SoundingConsentForm } from '../components/sounding-consent-form'
import { SoundingDecisionNotice } from '../components/sounding-decision-notice'
import { SoundingResponseForm } from '../components/sounding-response-form'
import { SoundingResponseSummary } from '../components/sounding-response-summary'
import { useSounding } from '../hooks/use-sounding'
import { consentState } from '@/lib/market-soundings/market-sounding'

const idFrom = (param: string | undefined) => (param && /^\d+$/.test(param) ? Number(param) : 0)

/**
 * /investor/investments/market-sounding/{id}, in the order the regulation expects: first only
 * the explanation (who is sounding them, that it is inside information, what agreeing means)
 * and the choice to receive it or not; once agreed, the sounding itself and the investor's one
 * response (SPEC §4); once declined, nothing more. Only where the tenant has market sounding.
 */
export function MarketSoundingPage() {
  const { id } = useParams()
  const t = useTerm()
  const settings = useTenantSettings()
  const { marketSounding } = useFlags()
  // Not even asked for where the tenant has no market sounding.
  const sounding = useSounding(idFrom(id), marketSounding)
  const back = { to: INVESTOR_PATHS.investments, label: `Back to ${t('investments')}` }

  if (settings.isPending) return <LoadingState label="Loading…" />
  if (!marketSounding || sounding.missing) throw new NotFoundError('market sounding')
  if (sounding.isPending || sounding.isError)
    return (
      <PageStates
        query={sounding}
        header={{ back, title: 'Market sounding' }}
        what="the market sounding"
      />
    )

  const s = sounding.data
  const state = consentState(s)
  const firm = settings.pageTitle
  // The wording staff sent with this sounding (what the register says the investor saw);
  // one sent without any shows the tenant's current text.
  const wording = s.wording ?? settings.marketSoundingDescription
  return (
    <PageStack>
      <PageHeader
        back={back}
        eyebrow={<StyledEyebrow>Market sounding</StyledEyebrow>}
        // Until they agree, what the sounding is about stays undisclosed: its title too.
        title={state === 'agreed' ? s.title : `A market sounding from ${firm}`}
        description={
          state === 'agreed'
            ? (s.opportunity_name ?? undefined)
            : `Sent on ${formatDate(s.created_at)}`
        }
      />
      <StyledColumn $gap="lg">
        {state === 'asked' ? (
          <Card title="Before you receive it">
            <SoundingConsentForm
              soundingId={s.id}
              firm={firm}
              wording={wording}
              onDecided={sounding.recorded}
            />
          </Card>
        ) : (
          <SoundingDecisionNotice sounding={s} />
        )}
        {state === 'agreed' ? (
          <>
            <Card
              title={
                s.opportunity_name ? `The opportunity: ${s.opportunity_name}` : 'The opportunity'
              }
            >
              <HtmlView html={s.body} />
            </Card>
            <Card title="Your response">
              {s.response ? (
                <SoundingResponseSummary sounding={s} />
              ) : (
                <SoundingResponseForm soundingId={s.id} onResponded={sounding.recorded} />
              )}
            </Card>
          </>
        ) : null}
      </StyledColumn>
    </PageStack>
  )
}

const StyledEyebrow = styled.span`
  color: ${({ theme }) => theme.colours.link};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`

/** A reading width: the sounding is prose, and the choices sit under it. */
const StyledColumn = styled(Stack)`
  max-width: 780px;
`
