// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { investorPageHost } from '@/test/investor-page-host'
import { childRows, graniteledger, openEditor, pngFile, STAFF } from '../test/content-host'

const host = investorPageHost(STAFF)
const team = (id: number) => childRows(host, 'team-images', id)
const region = () => screen.getByRole('region', { name: 'Team' })

describe('Team editor', () => {
  it('adds a member with a photo the host stores and serves', async () => {
    const o = graniteledger(host)
    const before = team(o.id).length
    await openEditor(o.id)
    const user = userEvent.setup({ delay: null })
    await within(region()).findByRole('list', { name: 'Team' })
    await user.click(within(region()).getByRole('button', { name: 'Add team member' }))
    const form = within(region()).getByRole('form', { name: 'New team member' })
    await user.type(within(form).getByLabelText(/^Name/), 'Ada Byron')
    await user.type(within(form).getByLabelText('Role'), 'Chief Technology Officer')
    await user.type(within(form).getByLabelText('Biography'), 'Wrote the first program.')
    await user.upload(within(form).getByLabelText(/^Photo/), pngFile('ada.png'))
    await user.click(within(form).getByRole('button', { name: 'Add team member' }))
    expect(await screen.findByText('Team member added.')).toBeVisible()
    await waitFor(() => expect(team(o.id)).toHaveLength(before + 1))
    const added = team(o.id).at(-1)!
    expect(added).toMatchObject({ name: 'Ada Byron', role: 'Chief Technology Officer' })
    expect(added.image_url).toBe(`/storage/team-images/${added.id}/ada.png`)
    expect(await within(region()).findByRole('heading', { name: 'Ada Byron' })).toBeInTheDocument()
  })

  it('shows the host’s 422 on the LinkedIn field and keeps every field as typed', async () => {
    const o = graniteledger(host)
    const [member] = team(o.id)
    await openEditor(o.id)
    const user = userEvent.setup({ delay: null })
    await user.click(
      await within(region()).findByRole('button', { name: `Edit ${String(member.name)}` }),
    )
    const form = within(region()).getByRole('form', { name: `Edit ${String(member.name)}` })
    await user.clear(within(form).getByLabelText('Role'))
    await user.type(within(form).getByLabelText('Role'), 'Chair')
    await user.clear(within(form).getByLabelText('LinkedIn address'))
    await user.type(within(form).getByLabelText('LinkedIn address'), 'not a link')
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    const linkedin = within(form).getByLabelText('LinkedIn address')
    await waitFor(() => expect(linkedin).toHaveAttribute('aria-invalid', 'true'))
    expect(
      within(form).getAllByText('The linkedin url field must be a valid URL.').length,
    ).toBeGreaterThan(0)
    expect(linkedin).toHaveValue('not a link')
    expect(within(form).getByLabelText('Role')).toHaveValue('Chair')
    expect(host.api.host.db.table('team-images').find(member.id)!.role).toBe(member.role)
  })
})
