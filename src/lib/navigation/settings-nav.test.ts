import { describe, expect, it } from 'vitest'
import { ROLES } from '../permissions'
import { settingsTiles } from './settings-nav'
import { ALL_ON, flagsWith } from './test-flags'

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
