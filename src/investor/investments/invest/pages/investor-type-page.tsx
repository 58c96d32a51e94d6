import { useParams, useSearchParams } from 'react-router-dom'
import { PageHeader, PageStack } from '@/ui'
import { InvestGate } from '../components/invest-gate'
import { InvestSteps } from '../components/invest-steps'
import { InvestorTypeForm } from '../components/investor-type-form'
import { useInvestContext } from '../hooks/use-invest-context'
import { useInvestWays } from '../hooks/use-invest-ways'
import { parseInvestAs } from '../model/invest-as'
import { opportunityBlocks, waysForOpportunity } from '../model/opportunity-ways'

/** /investor/investments/:slug/investor-type: how the investor invests (SPEC §2). */
export function InvestorTypePage() {
  const { slug = '' } = useParams()
  const [params] = useSearchParams()
  const context = useInvestContext(slug)
  const ways = useInvestWays()
  const name = context.status === 'ready' ? context.opportunity.name : null
  return (
    <PageStack>
      <PageHeader
        title={name ? `Invest in ${name}` : 'Invest'}
        description="Choose whether you invest personally or through an organisation, a pension or an investment method."
        back={{
          to: `/investor/investments/${encodeURIComponent(slug)}`,
          label: 'Back to the opportunity',
        }}
      />
      <InvestSteps current="type" />
      <InvestGate
        context={context}
        extra={ways.status === 'ready' ? null : ways}
        opportunityBlocks={(ready) =>
          opportunityBlocks(ways.status === 'ready' ? ways.ways : null, ready)
        }
      >
        {(ready) =>
          ways.status === 'ready' ? (
            <InvestorTypeForm
              slug={slug}
              ways={waysForOpportunity(ways.ways, ready.opportunity)}
              initial={parseInvestAs(params)}
            />
          ) : null
        }
      </InvestGate>
    </PageStack>
  )
}
