import { describe, expect, it } from 'vitest'
import { ROLES } from '@/lib/permissions'
import { createMenu } from './create-menu'
import { ALL_ON, flagsWith } from './test-flags'

const keys = (roleId: number, flags = ALL_ON) => createMenu(roleId, flags).map((a) => a.key)
const PEOPLE = ['investor', 'investment-method', 'nominee', 'organisation', 'contact']
const ALL_BUT_REPORTS = [
  'deal',
  'investment',
  'investor',
  'fund-investment',
  'investment-method',
  'nominee',
  'organisation',
  'contact',
]

describe('createMenu (resource + create, SPEC §2/§6)', () => {
  it('gives Super_Admin every action, in order', () => {
    expect(keys(ROLES.Super_Admin)).toEqual([...ALL_BUT_REPORTS, 'report-update'])
  })

  it.each([
    ['Investment_Committee', ROLES.Investment_Committee, ALL_BUT_REPORTS],
    ['Fund_Manager', ROLES.Fund_Manager, ALL_BUT_REPORTS],
    ['Creator', ROLES.Creator, PEOPLE],
    ['Adviser', ROLES.Adviser, PEOPLE],
    ['Entrepreneur', ROLES.Entrepreneur, []],
    ['Custodian', ROLES.Custodian, []],
    ['Investment_Manager', ROLES.Investment_Manager, []],
    ['Compliance', ROLES.Compliance, []],
    ['User', ROLES.User, []],
  ])('%s', (_n, role, expected) => {
    expect(keys(role)).toEqual(expected)
  })

  it('links each action to its create page', () => {
    expect(
      Object.fromEntries(createMenu(ROLES.Super_Admin, ALL_ON).map((a) => [a.key, a.to])),
    ).toEqual({
      deal: '/admin/investments/new-deal',
      investment: '/admin/investments/opportunities/new-opportunity',
      investor: '/admin/investors/new-investor',
      'fund-investment': '/admin/investments/fund-opportunities/new-opportunity',
      'investment-method': '/admin/investors/investment-methods/new-method',
      nominee: '/admin/investors/nominees/new-nominee',
      organisation: '/admin/investors/new-organisation',
      contact: '/admin/investors/new-contact',
      'report-update': '/admin/reports/new-update',
    })
  })

  it('drops fund investments and nominees when their flags are off', () => {
    expect(keys(ROLES.Super_Admin, flagsWith({ funds: false, nominee: false }))).toEqual([
      'deal',
      'investment',
      'investor',
      'investment-method',
      'organisation',
      'contact',
      'report-update',
    ])
  })
})
