/** Every operation of the contract as one sweep case: a family's generic case or a special one. */
import { operations, type Operation } from './contract'
import { familyCase, type Phase, type SweepCase } from './sweep-families'
import { SPECIAL } from './sweep-special'

export type { Phase, SweepCase } from './sweep-families'
export const PHASES: readonly Phase[] = ['read', 'write', 'delete']

/**
 * Operations the role table (SPEC §6) grants to nobody: no role has delete on pipeline deals (nor their figures),
 * custom KPIs, fund opportunities or reports, nor update on KPI report inputs. The sweep asks
 * them as Super_Admin and expects the 403 the contract declares.
 */
export const GRANTED_TO_NO_ROLE = [
  'customKpisDestroy',
  'dealPlacementsDestroy',
  'fundInvestmentOpportunitiesDestroy',
  'pipelineDealMetricsDestroy',
  'pipelineDealsDestroy',
  'reportInputsDestroy',
  'reportInputsReplace',
  'reportInputsUpdate',
  'reportInputsUpdateSpoofed',
  'reportsDestroy',
]

export function sweepCases(): { cases: SweepCase[]; uncovered: Operation[] } {
  const cases: SweepCase[] = []
  const uncovered: Operation[] = []
  for (const op of operations()) {
    const special = SPECIAL[op.operationId]
    const c = special ? { op, phase: special[0], build: special[1] } : familyCase(op)
    if (c) cases.push(c)
    else uncovered.push(op)
  }
  // Special writes first: they read seeded state (questionnaires, holdings) that the families'
  // stores and updates change, e.g. a stored question joins the bank and must be answered.
  const rank = (c: SweepCase) => PHASES.indexOf(c.phase) * 2 + (SPECIAL[c.op.operationId] ? 0 : 1)
  return { cases: cases.sort((a, b) => rank(a) - rank(b)), uncovered }
}
