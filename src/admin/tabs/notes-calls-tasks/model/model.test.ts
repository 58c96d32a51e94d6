import { describe, expect, it } from 'vitest'
import { joinTimestamp, splitTimestamp } from './dates'
import { formatDuration, minutesOf, secondsOf } from './duration'
import { isOverdue } from './overdue'
import type { CallLog, Note, Task, TaskRecord } from './records'
import { subjectTabPath, taskRecordPath } from './subject-links'
import { buildTimeline, canTick, isOwnEntry } from './timeline'

describe('call durations', () => {
  it('shows minutes and sends seconds; text that is no number goes as typed', () => {
    expect(minutesOf(300)).toBe('5')
    expect(minutesOf(null)).toBe('')
    expect(secondsOf('5')).toBe(300)
    expect(secondsOf('1.5')).toBe(90)
    expect(secondsOf('')).toBe('')
    expect(secondsOf('ten')).toBe('ten')
    expect(secondsOf('-2')).toBe('-2')
    expect(formatDuration(0)).toBe('no time')
    expect(formatDuration(45)).toBe('under a minute')
    expect(formatDuration(3900)).toBe('1 h 5 min')
  })

  it('round-trips a call time through the form in local time', () => {
    const iso = joinTimestamp('2026-03-12', '14:05')
    expect(splitTimestamp(iso)).toEqual({ date: '2026-03-12', time: '14:05' })
    expect(joinTimestamp('', '14:05')).toBe('')
  })
})

describe('tasks', () => {
  it('are overdue when open and due before today', () => {
    expect(isOverdue({ status: 'open', due_date: '2026-03-11' }, '2026-03-12')).toBe(true)
    expect(isOverdue({ status: 'open', due_date: '2026-03-12' }, '2026-03-12')).toBe(false)
    expect(isOverdue({ status: 'done', due_date: '2026-03-01' }, '2026-03-12')).toBe(false)
    expect(isOverdue({ status: 'open', due_date: null }, '2026-03-12')).toBe(false)
  })

  it('open their record where the family has an admin tab', () => {
    expect(subjectTabPath('nominees', 3)).toBe('/admin/investors/nominees/3/notes-calls-tasks')
    expect(subjectTabPath('investment-methods', 2)).toBe(
      '/admin/investors/investment-methods/2/notes-calls-tasks',
    )
    expect(subjectTabPath('funds', 1)).toBe('/admin/funds/1/notes-calls-tasks')
    expect(subjectTabPath('reports', 1)).toBeNull()
  })

  const record = (over: Partial<TaskRecord>): TaskRecord => ({
    type: 'users',
    id: 7,
    name: 'Ada Lovelace',
    stage: null,
    report_type: null,
    report_status: null,
    ...over,
  })

  it("open an opportunity by SPEC §2's stage routing", () => {
    const opp = (stage: number) =>
      taskRecordPath(record({ type: 'investment-opportunities', stage }))
    expect(opp(1)).toBe('/admin/investments/opportunities/7/edit')
    expect(opp(3)).toBe('/admin/investments/opportunities/7/notes-calls-tasks')
    expect(opp(6)).toBe('/admin/investments/existing/7/notes-calls-tasks')
  })

  it('open every other record at its tab or page, and nothing for a record that is gone', () => {
    expect(taskRecordPath(record({}))).toBe('/admin/investors/7/notes-calls-tasks')
    expect(taskRecordPath(record({ type: 'pipeline-deals' }))).toBe(
      '/admin/investments/deals/7/notes-calls-tasks',
    )
    expect(taskRecordPath(record({ type: 'fund-investment-opportunities' }))).toBe(
      '/admin/investments/fund-opportunities/7/notes-calls-tasks',
    )
    const report = (report_type: 'kpi' | 'update' | 'wip', report_status: 'draft' | 'live') =>
      taskRecordPath(record({ type: 'reports', report_type, report_status }))
    expect(report('update', 'draft')).toBe('/admin/reports/updates/7/edit-update')
    expect(report('update', 'live')).toBe('/admin/reports/updates/7/details')
    expect(report('wip', 'live')).toBe('/admin/reports/wip/7/details')
    expect(report('kpi', 'live')).toBeNull()
    expect(taskRecordPath(record({ name: null }))).toBeNull()
  })
})

describe('the timeline', () => {
  const note = { id: 1, user_id: 7, created_at: '2026-01-02T00:00:00.000000Z' } as Note
  const call = { id: 1, user_id: 8, called_at: '2026-01-03T00:00:00.000000Z' } as CallLog
  const task = {
    id: 1,
    created_by: 8,
    assigned_to: 7,
    created_at: '2026-01-01T00:00:00.000000Z',
  } as Task

  it('puts the newest first, whatever its kind', () => {
    expect(buildTimeline([note], [call], [task]).map((e) => e.key)).toEqual([
      'call-1',
      'note-1',
      'task-1',
    ])
  })

  it('gives edit and delete to the author, the tick to creator and assignee', () => {
    const [c, n, t] = buildTimeline([note], [call], [task])
    expect([isOwnEntry(n, 7), isOwnEntry(c, 7), isOwnEntry(t, 7), isOwnEntry(t, 8)]).toEqual([
      true,
      false,
      false,
      true,
    ])
    expect([canTick(task, 7), canTick(task, 8), canTick(task, 9)]).toEqual([true, true, false])
  })
})
