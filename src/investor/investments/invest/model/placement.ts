import type { InvestSetup, InvestValues } from './invest-form'

/** The four portal routes of openapi/paths/investments.yaml. */
export type PlacementEndpoint =
  | '/api/investments'
  | '/api/investments/org'
  | '/api/investments/pension'
  | '/api/investments/subsequent'

/**
 * Where a reservation goes. A holder's follow-on goes to /subsequent (which carries an
 * organisation or method), except through a pension: /subsequent has no pension provider, and
 * the host marks a pension follow-on as subsequent by itself.
 */
export function endpointFor(setup: Pick<InvestSetup, 'as' | 'holds'>): PlacementEndpoint {
  if (setup.as.kind === 'pension') return '/api/investments/pension'
  if (setup.holds) return '/api/investments/subsequent'
  if (setup.as.kind === 'organisation') return '/api/investments/org'
  return '/api/investments'
}

/** The request body: only what the route reads (the host derives the rest). */
export function placementBody(setup: InvestSetup, values: InvestValues): Record<string, unknown> {
  const body: Record<string, unknown> = {
    investment_opportunity_id: setup.opportunity.id,
    amount: values.amount,
  }
  if (setup.as.kind === 'organisation') body.organisation_id = setup.as.organisationId
  if (setup.as.kind === 'method') body.investment_method_id = setup.as.methodId
  if (setup.as.kind === 'pension') body.pension_provider = values.pensionProvider.trim()
  if (setup.taxOptions.length > 0 && values.taxOption) body.tax_option = values.taxOption
  if (setup.intentTerms && values.acceptTerms) body.intent_term_id = setup.intentTerms.id
  return body
}
