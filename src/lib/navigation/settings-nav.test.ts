import { describe, expect, it } from 'vitest'
import { ROLES } from '@/lib/permissions'
import { SETTINGS_SECTIONS, settingsItems, settingsTiles } from './settings-nav'
import { ALL_ON, flagsWith } from './test-flags'
import { canOpenAdminRoute } from './route-permission'

const S = '/admin/settings'
const tiles = (roleId: number | null, flags = ALL_ON) =>
  settingsTiles(roleId, flags).map((t) => [t.title, t.to])

describe('settingsTiles (SPEC §2: each tile links to the first item the role may open)', () => {
  it('gives Super_Admin and Support every tile at its first item', () => {
    const all = [
      ['Account Details', `${S}/account`],
      ['Terminology Settings', `${S}/terminology/navigation`],
      ['Attribute Settings', `${S}/attributes`],
      ['Investor Settings', `${S}/investor/category`],
      ['Password Management', `${S}/security/password-management`],
    ]
    expect(tiles(ROLES.Super_Admin)).toEqual(all)
    expect(tiles(ROLES.Support)).toEqual(all)
  })

  it('sends Compliance to the first investor page it may open', () => {
    expect(tiles(ROLES.Compliance)).toEqual([
      ['Investor Settings', `${S}/investor/sign-up-documents`],
      ['Password Management', `${S}/security/password-management`],
    ])
  })

  it('leaves staff without settings resources only their own password', () => {
    for (const role of [ROLES.Creator, ROLES.Entrepreneur, ROLES.Fund_Manager]) {
      expect(tiles(role)).toEqual([['Password Management', `${S}/security/password-management`]])
    }
  })

  it('gives investors and role-less users nothing', () => {
    expect(tiles(ROLES.User)).toEqual([])
    expect(tiles(null)).toEqual([])
  })

  it('skips flag-gated pages when their flag is off', () => {
    // Compliance: sign-up documents is first either way; the test page needs complianceTest.
    expect(tiles(ROLES.Compliance, flagsWith({ complianceTest: false }))[0]).toEqual([
      'Investor Settings',
      `${S}/investor/sign-up-documents`,
    ])
  })
})

describe('investment categories and characters (SPEC §2/§9: behind a feature flag)', () => {
  const attributes = SETTINGS_SECTIONS.find((s) => s.key === 'attributes')!
  const keys = (flags = ALL_ON) =>
    settingsItems(ROLES.Super_Admin, flags, attributes).map((i) => i.key)
  const off = flagsWith({ investmentCategories: false })

  it('offers both only with the investmentCategories flag on', () => {
    expect(keys()).toEqual(
      expect.arrayContaining(['investment-categories', 'investment-characters']),
    )
    expect(keys(off)).not.toContain('investment-categories')
    expect(keys(off)).not.toContain('investment-characters')
  })

  it('refuses their addresses with it off', () => {
    for (const page of ['investment-categories', 'investment-characters']) {
      const path = `${S}/attributes/${page}`
      expect(canOpenAdminRoute(ROLES.Super_Admin, ALL_ON, path)).toBe(true)
      expect(canOpenAdminRoute(ROLES.Super_Admin, off, path)).toBe(false)
    }
  })
})
