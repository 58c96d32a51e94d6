import { formatDate } from '@/lib/format'
import type { StatusTone } from '@/ui'

type Row = Record<string, unknown>

const STATUS: Record<string, { label: string; tone: StatusTone }> = {
  draft: { label: 'Draft', tone: 'neutral' },
  live: { label: 'Live', tone: 'success' },
}

/** A report's status badge (draft or live, SPEC §3). */
export const reportStatus = (report: Row) => STATUS[String(report.status)] ?? null

/** What a report is about: its company, its fund, or both. */
export function subjectName(report: Row): string | null {
  const names = [report.investment_opportunity, report.fund]
    .map((r) => (r && typeof r === 'object' ? String((r as Row).name ?? '') : ''))
    .filter(Boolean)
  return names.length > 0 ? names.join(' · ') : null
}

export const audienceOf = (report: Row) =>
  report.is_public ? 'All investors' : 'Investors in the company or fund'

export const publishedOn = (report: Row) =>
  report.published_at ? formatDate(String(report.published_at)) : null
