import { describe, expect, it } from 'vitest'
import { notificationTarget } from './notification-target'

describe('notificationTarget', () => {
  it.each([
    ['/investor/news', '/investor/news'],
    ['/investor/portfolio/4?tab=reports#top', '/investor/portfolio/4?tab=reports#top'],
    ['  /admin/reports  ', '/admin/reports'],
  ])('%s navigates in the app', (cta, to) => {
    expect(notificationTarget(cta)).toEqual({ kind: 'internal', to })
  })

  it.each([
    ['https://example.com/report.pdf', 'https://example.com/report.pdf'],
    ['http://example.com', 'http://example.com/'],
  ])('%s opens in a new tab', (cta, href) => {
    expect(notificationTarget(cta)).toEqual({ kind: 'external', href })
  })

  it.each([
    null,
    undefined,
    '',
    '   ',
    42,
    'javascript:alert(1)',
    'data:text/html,hi',
    '//evil.example.com',
    '/\\evil.example.com',
    '/%2F%2Fevil.example.com',
    'investor/news',
    'mailto:a@b.c',
    'https://',
  ])('%s goes nowhere', (cta) => {
    expect(notificationTarget(cta)).toEqual({ kind: 'none' })
  })
})
