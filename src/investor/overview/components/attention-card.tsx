import { Card } from '@/ui'
import { useAttention } from '../hooks/use-attention'
import { CASH_CALLS_PATH } from '../model/paths'
import { AttentionList } from './attention-list'
import { SectionLink } from './overview-section'

/** "Needs your attention": every source's items, with a link on when cash calls overflow. */
export function AttentionCard() {
  const { items, loading, failures, moreCashCalls } = useAttention()
  return (
    <Card
      title="Needs your attention"
      actions={
        moreCashCalls > 0 ? (
          <SectionLink to={CASH_CALLS_PATH}>
            {moreCashCalls} more cash call{moreCashCalls === 1 ? '' : 's'}
          </SectionLink>
        ) : null
      }
    >
      <AttentionList items={items} loading={loading} failures={failures} />
    </Card>
  )
}
