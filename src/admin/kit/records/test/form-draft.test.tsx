// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderApp } from '@/app/test/render-app'
import { LONG_DEBOUNCE_MS } from '@/lib/debounce'
import { investorPageHost } from '@/test/investor-page-host'

investorPageHost('superadmin@example.com')
const NEW_DEAL = '/admin/investments/new-deal'
const KEY = 'admin-form-draft:/admin/investments/deals/new'
const T = { timeout: 20_000 }
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

beforeEach(() => window.sessionStorage.clear())

async function typeDealName(text: string) {
  const field = await screen.findByRole('textbox', { name: /^Deal name/ }, T)
  await userEvent.setup({ delay: null }).type(field, text)
  return field
}

describe('a record form keeps its unsaved changes (SPEC §9’s 3000 ms debounce)', () => {
  it('keeps them only once typing has settled for 3000 ms', async () => {
    const view = await renderApp(NEW_DEAL)
    await typeDealName('Harbour Robotics')
    await pause(LONG_DEBOUNCE_MS - 1000)
    expect(window.sessionStorage.getItem(KEY)).toBeNull()
    await waitFor(() => expect(window.sessionStorage.getItem(KEY)).not.toBeNull(), {
      timeout: 2500,
    })
    expect(JSON.parse(window.sessionStorage.getItem(KEY)!).values.name).toBe('Harbour Robotics')
    view.unmount()
  })

  it('offers them back on the next visit: restored, or discarded for good', async () => {
    let view = await renderApp(NEW_DEAL)
    await typeDealName('Harbour Robotics')
    await waitFor(() => expect(window.sessionStorage.getItem(KEY)).not.toBeNull(), {
      timeout: LONG_DEBOUNCE_MS + 2000,
    })
    view.unmount()

    view = await renderApp(NEW_DEAL)
    const offer = await screen.findByRole('region', { name: 'Unsaved changes' }, T)
    expect(offer).toHaveTextContent('This form has changes you did not save')
    await userEvent
      .setup()
      .click(within(offer).getByRole('button', { name: 'Restore unsaved changes' }))
    expect(screen.getByRole('textbox', { name: /^Deal name/ })).toHaveValue('Harbour Robotics')
    expect(screen.queryByRole('region', { name: 'Unsaved changes' })).toBeNull()
    view.unmount()

    view = await renderApp(NEW_DEAL)
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Discard them' }, T))
    expect(screen.queryByRole('region', { name: 'Unsaved changes' })).toBeNull()
    expect(screen.getByRole('textbox', { name: /^Deal name/ })).toHaveValue('')
    expect(window.sessionStorage.getItem(KEY)).toBeNull()
    view.unmount()
  })
})
