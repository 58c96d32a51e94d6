import type { RecordOf } from '@/lib/resources'
import { formatCount } from '@/lib/format'

type Deal = RecordOf<'pipeline-deals'>
type Stage = RecordOf<'pipeline-stages'>

/** The columns a card shows: the board asks for these only (sparse fieldsets), not whole deals. */
export const BOARD_DEAL_FIELDS = [
  'id',
  'name',
  'company_name',
  'pipeline_id',
  'pipeline_stage_id',
  'owner_id',
  'amount_sought',
  'valuation',
  'expected_close_date',
  'status',
  'stage_changed_at',
  'created_at',
  'updated_at',
] as const

export interface BoardOwner {
  id: number
  name: string
  surname?: string | null
}

export type BoardDeal = Pick<Deal, (typeof BOARD_DEAL_FIELDS)[number]> & {
  owner?: BoardOwner | null
}

export type BoardStage = Pick<Stage, 'id' | 'name' | 'order' | 'pipeline_id'> & {
  colour?: string | null
}

export interface BoardColumn {
  stage: BoardStage
  deals: BoardDeal[]
  /** The sum of the column's amounts sought (deals without one count as nothing). */
  totalSought: number
}

const amount = (value: unknown): number => {
  const n = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(n) ? n : 0
}

/** When the deal reached its stage; older rows without stage_changed_at fall back. */
export const enteredStageAt = (deal: BoardDeal): string =>
  deal.stage_changed_at ?? deal.updated_at ?? deal.created_at

/** Stages in their `order`, then by id. */
export const inStageOrder = (stages: readonly BoardStage[]): BoardStage[] =>
  [...stages].sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || a.id - b.id)

/** Stages in their `order` (then id), each with its deals, the latest arrival first. */
export function boardColumns(
  stages: readonly BoardStage[],
  deals: readonly BoardDeal[],
): BoardColumn[] {
  const ordered = inStageOrder(stages)
  const byStage = new Map<number, BoardDeal[]>(ordered.map((s) => [s.id, []]))
  for (const deal of deals) byStage.get(deal.pipeline_stage_id)?.push(deal)
  return ordered.map((stage) => {
    const list = byStage.get(stage.id) ?? []
    // ISO timestamps sort as strings; ties (a seed's same day) by newest id.
    list.sort((a, b) => enteredStageAt(b).localeCompare(enteredStageAt(a)) || b.id - a.id)
    return {
      stage,
      deals: list,
      totalSought: list.reduce((sum, d) => sum + amount(d.amount_sought), 0),
    }
  })
}

const DAY_MS = 86_400_000

/** "Today", "1 day", "12 days" in the stage, counted in whole days. */
export function daysInStage(deal: BoardDeal, now: Date = new Date()): string {
  const since = Date.parse(enteredStageAt(deal))
  if (!Number.isFinite(since)) return ''
  const days = Math.max(0, Math.floor((now.getTime() - since) / DAY_MS))
  if (days === 0) return 'Today'
  return days === 1 ? '1 day' : `${formatCount(days)} days`
}

export const ownerName = (owner: BoardOwner | null | undefined): string =>
  owner ? [owner.name, owner.surname].filter(Boolean).join(' ') : ''
