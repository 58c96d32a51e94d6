import { useParams } from 'react-router-dom'
import styled from 'styled-components'
import { useFlags } from '../../../lib/flags'
import { INVESTOR_PATHS } from '../../../lib/navigation'
import { useTenantSettings } from '../../../lib/tenant'
import { useTerm } from '../../../lib/terminology'
import {
  Card,
  HtmlView,
  LoadingState,
  NotFoundError,
  PageHeader,
  PageStack,
  PageStates,
} from '../../../ui'
import { SoundingResponseForm } from '../components/sounding-response-form'
import { SoundingResponseSummary } from '../components/sounding-response-summary'
import { useSounding } from '../hooks/use-sounding'

const idFrom = (param: string | undefined) => (param && /^\d+$/.test(param) ? Number(param) : 0)

/**
 * /investor/investments/market-sounding/{id}: the tenant's explanation, the sounding itself,
 * and the investor's one response (SPEC §4). Only where the tenant has market sounding.
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
  // The wording staff sent with this sounding (what the register says the investor saw);
  // one sent without any shows the tenant's current text.
  const wording = s.wording ?? settings.marketSoundingDescription
  return (
    <PageStack>
      <PageHeader
        back={back}
        eyebrow={<StyledEyebrow>Market sounding</StyledEyebrow>}
        title={s.title}
        description={s.opportunity_name ?? undefined}
      />
      <StyledColumn>
        {wording ? (
          <Card title="About market soundings">
            <HtmlView html={wording} />
          </Card>
        ) : null}
        <Card
          title={s.opportunity_name ? `The opportunity: ${s.opportunity_name}` : 'The opportunity'}
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
const StyledColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 780px;
`
