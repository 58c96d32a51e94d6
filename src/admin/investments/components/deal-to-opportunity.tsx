import { Link, useNavigate } from 'react-router-dom'
import { useFlags } from '@/lib/flags'
import { ADMIN_PATHS, createMenu, opportunityPath } from '@/lib/navigation'
import type { RecordOf } from '@/lib/resources'
import { useCurrentUser } from '@/lib/session'
import { LinkButton } from '@/ui'
import type { FormValues, RecordTabProps } from '@/admin/kit/records'

type Deal = RecordOf<'pipeline-deals'>

/** The opportunity form's starting values from a won deal: what the two records share. */
export function opportunityFromDeal(deal: Deal): FormValues {
  const id = (value: number | null | undefined) => (value == null ? null : String(value))
  return {
    name: deal.company_name ?? deal.name ?? '',
    company_name: deal.company_name ?? '',
    company_number: deal.company_number ?? '',
    website: deal.website ?? '',
    industry_id: id(deal.industry_id),
    type_id: id(deal.type_id),
    target_amount: deal.amount_sought ?? null,
    pre_money_valuation: deal.valuation ?? null,
    close_date: deal.expected_close_date ?? '',
    description: deal.description ? `<p>${escapeHtml(deal.description)}</p>` : '',
    pipeline_deal_id: deal.id,
  }
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * A won deal becomes an opportunity in one step: the opportunity's form opens with the deal's
 * data in it (saving links the two; a stage-1 draft unless staff choose a stage). A deal that
 * already became one links to it.
 */
export function DealToOpportunity({ record }: RecordTabProps<Deal>) {
  const { user } = useCurrentUser()
  const flags = useFlags()
  const navigate = useNavigate()
  const opportunity = record.investment_opportunity
  if (opportunity)
    return (
      <Link to={opportunityPath(opportunity.id, opportunity.stage ?? 1)}>
        View opportunity {opportunity.name}
      </Link>
    )
  if (record.status !== 'won') return null
  if (!createMenu(user?.role_id, flags).some((a) => a.key === 'investment')) return null
  return (
    <LinkButton
      href={ADMIN_PATHS.newOpportunity}
      onNavigate={(href) => navigate(href, { state: { prefill: opportunityFromDeal(record) } })}
      variant="secondary"
    >
      Create opportunity
    </LinkButton>
  )
}
