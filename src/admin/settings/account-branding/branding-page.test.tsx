// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mswHttp, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { investorPageHost, renderPage } from '@/test/investor-page-host'
import { BrandingPage } from './branding-page'
import { tenantView } from '@/lib/tenant'
import { settingsFormData } from '@/admin/settings/api/save-settings'
import { contrastMessage, contrastProblems } from './brand-colours'
import { generatePng } from '@mocks/handlers/storage-files'
import {
  brandingPatch,
  brandingValuesFrom,
  noFileChoices,
  type BrandingValues,
} from './branding-values'

const host = investorPageHost('superadmin@example.com')
const row = () => host.api.host.db.table('branding').find(1)!
const colours = () => JSON.parse(String(row().colours)) as Record<string, string>

const renderBranding = () =>
  renderPage({
    at: '/admin/settings/account',
    routes: [{ path: '/admin/settings/account', element: <BrandingPage /> }],
  })

const hexField = (name: string) => screen.getByRole('textbox', { name })
async function retype(name: string, value: string) {
  const field = hexField(name)
  await userEvent.clear(field)
  await userEvent.type(field, value)
}
const preview = () => screen.getByRole('group', { name: 'Preview' })
const sample = (which: string) => preview().querySelector<HTMLElement>(`[data-preview="${which}"]`)!

describe('contrast', () => {
  it('names the pair and its ratio when a pair fails AA', () => {
    const problems = contrastProblems({
      primary: '#777777',
      onPrimary: '#ffffff',
      // A passing pair (about 8:1) is not named.
      secondary: '#1d4f91',
      onSecondary: '#ffffff',
    })
    expect(problems.map(contrastMessage)).toEqual([
      'Text on primary has a contrast of 4.4:1; WCAG AA needs 4.5:1.',
    ])
  })
})

describe('BrandingPage', () => {
  it('previews the chosen colours, warns about a failing pair, and saves colours and a logo', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:chosen-logo')
    URL.revokeObjectURL = vi.fn()
    await renderBranding()
    await screen.findByRole('heading', { level: 1, name: 'Branding' })
    const before = colours()

    await retype('Primary colour', '#0a6640')
    expect(sample('primary')).toHaveStyle({ backgroundColor: '#0a6640' })
    expect(screen.getByLabelText('Primary colour, colour picker')).toHaveValue('#0a6640')

    // A failing pair is announced politely, naming the pair and its ratio.
    await retype('Text on secondary', '#4a6a90')
    const status = screen.getByRole('status')
    expect(status).toHaveAttribute('aria-live', 'polite')
    expect(status).toHaveTextContent(
      /Text on secondary has a contrast of \d\.\d:1; WCAG AA needs 4\.5:1\./,
    )
    await retype('Text on secondary', '#1b2733')
    expect(status).not.toHaveTextContent('WCAG')

    // A real PNG: the host types uploads by their bytes and refuses anything else as a logo.
    const logo = new File([generatePng(2, 2, [10, 102, 64])], 'new-logo.png', {
      type: 'image/png',
    })
    await userEvent.upload(screen.getByLabelText('Logo', { selector: 'input' }), logo)
    expect(screen.getByRole('img', { name: 'Chosen logo' })).toHaveAttribute(
      'src',
      'blob:chosen-logo',
    )
    expect(within(preview()).getByRole('img')).toHaveAttribute('src', 'blob:chosen-logo')

    await userEvent.click(screen.getByRole('button', { name: 'Save branding' }))
    expect(await screen.findByText('Branding saved. The portals now use it.')).toBeInTheDocument()
    // The other colour keys stay; only the edited ones change; navigation is untouched.
    expect(colours()).toMatchObject({
      ...before,
      primary: '#0a6640',
      onSecondary: '#1b2733',
    })
    expect(row().logo).toBe('/storage/branding/logo/new-logo.png')
    expect(row().navigation).toContain('Investments')
  })

  it('sends colours as JSON, files as parts and only what changed', async () => {
    let sent: FormData | null = null
    host.use(
      mswHttp.post('*/api/branding/1', async ({ request }) => {
        sent = await request.clone().formData()
        return undefined
      }),
    )
    await renderBranding()
    await screen.findByRole('heading', { level: 1, name: 'Branding' })
    await userEvent.click(screen.getByRole('button', { name: 'Remove the favicon' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save branding' }))
    await waitFor(() => expect(sent).not.toBeNull())
    const form = sent as unknown as FormData
    expect(form.get('_method')).toBe('PATCH')
    expect(JSON.parse(String(form.get('colours')))).toMatchObject({ primary: expect.any(String) })
    expect(form.has('logo')).toBe(false)
    expect(form.has('navigation')).toBe(false)
  })

  it('removes a file as an empty part (happy-dom drops empty parts on the wire, so built here)', () => {
    const view = tenantView(row())
    const logo = new File(['png'], 'l.png', { type: 'image/png' })
    const values: BrandingValues = {
      ...brandingValuesFrom(view),
      files: { ...noFileChoices(), favicon: 'remove', logo },
    }
    const form = settingsFormData(brandingPatch(values, row().colours))
    expect(form.get('favicon')).toBe('')
    expect(form.get('logo')).toBeInstanceOf(File)
    expect(form.get('back_to_site_url')).toBe('')
    expect(form.has('logo_alt')).toBe(false)
  })

  it('keeps everything typed when the host refuses the address, with its 422 on the field', async () => {
    await renderBranding()
    await screen.findByRole('heading', { level: 1, name: 'Branding' })
    await userEvent.clear(screen.getByRole('textbox', { name: 'Page title' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'Page title' }), 'Acme Capital')
    await userEvent.type(screen.getByLabelText('Back-to-site address'), 'acme dot com')
    await retype('Primary colour', '#123456')
    await userEvent.click(screen.getByRole('button', { name: 'Save branding' }))
    const address = screen.getByLabelText('Back-to-site address')
    await waitFor(() => expect(address).toHaveAccessibleDescription(/must be a valid URL/))
    expect(address).toHaveValue('acme dot com')
    expect(screen.getByRole('textbox', { name: 'Page title' })).toHaveValue('Acme Capital')
    expect(hexField('Primary colour')).toHaveValue('#123456')
    expect(row().page_title).not.toBe('Acme Capital')
  })

  it('shows an error with a retry when the settings cannot be read', async () => {
    host.use(mswHttp.get('*/api/branding/1', () => HttpResponse.json({}, { status: 500 })))
    await renderBranding()
    expect(await screen.findByText('The branding could not be loaded')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /retry|try again/i })).toBeInTheDocument()
  })
})
