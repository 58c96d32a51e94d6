import { describe, expect, it } from 'vitest'
import { fromBroadcast, isUnread } from './from-broadcast'

describe('fromBroadcast', () => {
  it('turns the broadcast payload into an unread list item', () => {
    const n = fromBroadcast(
      { id: 'u-1', type: 'App\\Notifications\\X', message: 'Hi', icon: 'update_reports', deal: 4 },
      7,
      '2026-03-20T12:00:00.000Z',
    )
    expect(n).toEqual({
      id: 'u-1',
      type: 'App\\Notifications\\X',
      notifiable_type: 'App\\Models\\User',
      notifiable_id: 7,
      data: { message: 'Hi', cta: null, icon: 'update_reports', deal: 4 },
      read_at: null,
      created_at: '2026-03-20T12:00:00.000Z',
      updated_at: '2026-03-20T12:00:00.000Z',
    })
    expect(isUnread(n)).toBe(true)
  })

  it('copes with a payload without a message', () => {
    expect(fromBroadcast({ id: 'u', type: 't' }, 1).data).toEqual({
      message: '',
      cta: null,
      icon: null,
    })
  })
})
