// @vitest-environment dom
import { waitFor } from '@testing-library/react'
import { http as mock, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { useFlags } from '@/lib/flags'
import { useTerm } from '@/lib/terminology'
import { renderWithQuery } from '@/test/render-with-query'
import { useTenantSettings } from './use-tenant-settings'
import { apiTestServer } from '@/test/api-test-server'

const API = 'http://api.test'
const server = apiTestServer(API)

const SETTINGS = {
  id: 1,
  page_title: 'Northgate Ventures',
  navigation: '{"investments":"Opportunities"}',
  colours: '{"primary":"#0b3d5c"}',
  terms: { terms_version: 2, terms_format: 'text', terms_text: 'Terms' },
  funds_enabled: 1,
  enableFunds: 1,
  enableMarketSounding: 1,
  nominee_enabled: 0,
}

const answer = (respond: () => Response) => server.use(mock.get(`${API}/api/branding/1`, respond))

describe('useTenantSettings', () => {
  it('reads GET /api/branding/1', async () => {
    answer(() => HttpResponse.json({ data: SETTINGS }))
    const { result } = renderWithQuery(useTenantSettings)
    expect(result.current.isPending).toBe(true)
    expect(result.current.pageTitle).toBe('Investor Portal')
    await waitFor(() => expect(result.current.isPending).toBe(false))
    expect(result.current.pageTitle).toBe('Northgate Ventures')
    expect(result.current.terms.version).toBe(2)
    expect(result.current.colours).toEqual({ primary: '#0b3d5c' })
  })

  it('reads the bare row a stock Laravel host answers (`return Setting::find(1);`)', async () => {
    answer(() => HttpResponse.json(SETTINGS))
    const { result } = renderWithQuery(useTenantSettings)
    await waitFor(() => expect(result.current.isPending).toBe(false))
    expect(result.current.pageTitle).toBe('Northgate Ventures')
    expect(result.current.terms).toEqual({ version: 2, format: 'text', text: 'Terms' })
    expect(result.current.navigation).toEqual({ investments: 'Opportunities' })
  })

  it.each([
    ['an HTML page', () => new HttpResponse('<!doctype html><p>hi</p>', { status: 200 })],
    ['null', () => HttpResponse.json(null)],
    ['a list', () => HttpResponse.json([SETTINGS])],
  ])('gives the defaults for a 200 with %s', async (_, respond) => {
    answer(respond)
    const { result } = renderWithQuery(useTenantSettings)
    await waitFor(() => expect(result.current.isPending).toBe(false))
    expect(result.current.pageTitle).toBe('Investor Portal')
  })

  it.each([404, 500, 503])('ignores a %i silently and gives the defaults', async (status) => {
    answer(() => HttpResponse.json({ message: 'x' }, { status }))
    const { result } = renderWithQuery(useTenantSettings)
    await waitFor(() => expect(result.current.isPending).toBe(false))
    expect(result.current.pageTitle).toBe('Investor Portal')
    expect(result.current.terms).toEqual({ version: 1, format: 'text', text: null })
  })
})

describe('useFlags and useTerm read the same settings', () => {
  it("normalise the tenant's flags and words", async () => {
    answer(() => HttpResponse.json({ data: SETTINGS }))
    const { result } = renderWithQuery(() => ({ flags: useFlags(), t: useTerm() }))
    expect(result.current.flags.funds).toBe(false)
    expect(result.current.t('investments')).toBe('Investments')
    await waitFor(() => expect(result.current.flags.funds).toBe(true))
    expect(result.current.flags.marketSounding).toBe(true)
    expect(result.current.flags.nominee).toBe(false)
    expect(result.current.t('investments')).toBe('Opportunities')
    expect(result.current.t('portfolio')).toBe('Portfolio')
  })

  it('are all off / default when settings fail', async () => {
    answer(() => HttpResponse.error())
    const { result, client } = renderWithQuery(() => ({ flags: useFlags(), t: useTerm() }))
    await waitFor(() => expect(client.getQueryState(['settings', 1])?.status).toBe('success'))
    expect(client.getQueryData(['settings', 1])).toBeNull()
    expect(Object.values(result.current.flags).every((v) => v === false)).toBe(true)
    expect(result.current.t('investments')).toBe('Investments')
  })
})
