// @vitest-environment dom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { flagsWith } from '@/lib/navigation/test-flags'
import { ROLES } from '@/lib/permissions'
import { axeFindings } from '@/test/axe'
import { FORBIDDEN_TITLE } from '../guard/forbidden-page'
import { renderAdmin, settingsWith, staffUser } from '../test/render-admin'

describe('admin frame accessibility (axe)', () => {
  it('has no violations, with the settings hub and the create menu open', async () => {
    renderAdmin({
      path: '/admin/settings',
      settings: settingsWith(flagsWith(), { isTrial: 1, logo_alt: '/brand/logo-light.svg' }),
    })
    await userEvent.click(screen.getByRole('button', { name: 'Create' }))
    expect(await axeFindings()).toEqual([])
  })

  it('has none on the forbidden page', async () => {
    renderAdmin({ path: '/admin/settings', user: staffUser(ROLES.Creator) })
    expect(screen.getByRole('heading', { name: FORBIDDEN_TITLE })).toBeInTheDocument()
    expect(await axeFindings()).toEqual([])
  })
})
