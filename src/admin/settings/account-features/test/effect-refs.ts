import type { FlagName } from '@/lib/flags'

/**
 * The pieces of the table of flag effects (flag-effects-table.ts): what a cell holds, the test
 * files it names most, and the helpers that name a test.
 */
export interface TestRef {
  /** From the repository root. */
  file: string
  /** The test's name as the runner reports it. */
  test: string
  /** For a name built by it.each: the text of the row (or template) the file holds. */
  row?: string
}

/** Tests that cover the place; why the place has none ("not applicable"); or a known gap. */
export type Cell = TestRef[] | { na: string } | { gap: string }

export interface FlagEffects {
  admin: Cell
  investor: Cell
  host: Cell
}

export const FEATURES = 'src/admin/settings/account-features/flag-effects.test.tsx'
export const HOST_FEATURES = 'mocks/host/features.test.ts'
export const HOST_EFFECTS = 'mocks/host/flag-effects.test.ts'
export const ELIGIBILITY = 'mocks/handlers/investments-eligibility.test.ts'
export const INVEST_FLAGS = 'src/investor/investments/invest/pages/invest-flags.test.tsx'
export const PANEL = 'src/investor/appropriateness/components/appropriateness-panel.test.tsx'
export const INVEST_GATE = 'src/investor/appropriateness/use-invest-eligibility.test.tsx'
export const ADMIN_NAV = 'src/admin/shell/layout/admin-nav.test.tsx'
export const NAV_MODEL = 'src/lib/navigation/admin-nav.test.ts'
export const TOP_BAR = 'src/admin/shell/layout/top-bar.test.tsx'

export const ref = (file: string, test: string, row?: string): TestRef =>
  row ? { file, test, row } : { file, test }

/** A row of the rendered table in flag-effects.test.tsx ("flag: where only while it is on"). */
export const rendered = (flag: FlagName, where: string, state: 'on' | 'off' = 'on') =>
  ref(FEATURES, `${flag}: ${where} only while it is ${state}`, where)

/** mocks/host/features.test.ts: the families a flag turns off refuse writes while it is off. */
export const familiesRefused = (flag: FlagName) => {
  const template =
    '%s: create, update and delete answer 403 while off, and go through again when on'
  return ref(HOST_FEATURES, template.replace('%s', flag), template)
}
export const routesRefused = ref(
  HOST_FEATURES,
  'market soundings, maturity statuses and the cap table are refused with their feature off',
)

export const BANK_DETAILS_HOST = {
  na: 'the host sends an opportunity’s payment details whatever the flag: they are the account investors pay into, and the flag governs what the portal shows',
}
export const INVESTOR_ONLY = {
  na: 'the sentence is about the investor portal; staff always see and edit an opportunity’s payment details',
}
