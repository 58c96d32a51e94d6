// @vitest-environment dom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/app/test/render-app'
import { FLAG_SPELLINGS, type FlagName } from '@/lib/flags'
import { investorPageHost, logInAs, mockSettings } from '@/test/investor-page-host'
import { INVESTOR, STAFF, signOut } from '@/test/session-steps'

/**
 * Issue 28: switching a flag changes what its Features sentence says, on the page the sentence
 * names. Which test covers each flag in each place is in test/flag-effects-table.ts.
 */
investorPageHost(null)
const T = { timeout: 30_000 }

interface Effect {
  flag: FlagName
  /** The page, as the Features sentence names it. */
  where: string
  as: string | null
  at: string
  /** Something the page shows either way, so "not there" is never read before it loaded. */
  ready: () => Promise<unknown>
  /** What the sentence says the flag adds (or, for a "hide" flag, takes away). */
  shown: () => HTMLElement | null
  hides?: true
}

const EFFECTS: Effect[] = [
  {
    flag: 'tax',
    where: 'the admin opportunity form asks for the tax relief',
    as: STAFF,
    at: '/admin/investments/opportunities/new-opportunity',
    ready: () => screen.findByRole('combobox', { name: /^Investment type/ }, T),
    shown: () => screen.queryByRole('combobox', { name: /^Tax relief/ }),
  },
  {
    flag: 'capTable',
    where: 'an existing investment offers its cap table tab',
    as: STAFF,
    at: '/admin/investments/existing/43/key-information',
    ready: () => screen.findByRole('link', { name: 'Transactions' }, T),
    shown: () => screen.queryByRole('link', { name: 'Cap table' }),
  },
  {
    flag: 'riskWarning',
    where: 'the investor portal shows the risk warning banner',
    as: INVESTOR,
    at: '/investor/investments',
    ready: () => screen.findByRole('heading', { level: 1 }, T),
    shown: () => screen.queryByRole('region', { name: 'Risk warning' }),
  },
  {
    flag: 'termsConditions',
    where: 'the registration form asks to accept the terms and conditions',
    as: null,
    at: '/register',
    ready: () => screen.findByRole('form', { name: 'Create your account' }, T),
    shown: () => screen.queryByRole('checkbox', { name: /accept the terms and conditions/ }),
  },
  {
    flag: 'hideBankDetailsAdmin',
    where: 'the nominee form asks staff for the bank account',
    as: STAFF,
    at: '/admin/investors/nominees/new-nominee',
    ready: () => screen.findByRole('textbox', { name: /^Name/ }, T),
    shown: () => screen.queryByRole('textbox', { name: /^Sort code/ }),
    hides: true,
  },
  {
    flag: 'hidePaymentReference',
    where: 'the investor’s reserved allocations list their payment references',
    as: INVESTOR,
    at: '/investor/investments?tab=reserved',
    ready: () => screen.findByRole('columnheader', { name: 'Amount' }, T),
    shown: () => screen.queryByRole('columnheader', { name: 'Payment reference' }),
    hides: true,
  },
  {
    flag: 'inviteOnRegister',
    where: 'the registration page says registration is by invitation',
    as: null,
    at: '/register',
    ready: () => screen.findByRole('heading', { level: 1 }, T),
    shown: () => screen.queryByRole('heading', { name: 'Registration is by invitation' }),
  },
  {
    flag: 'defaultInvestorAssociates',
    where: 'Investor settings offer the Default Associates page',
    as: STAFF,
    at: '/admin/settings',
    ready: () => screen.findByRole('link', { name: 'Lead Status' }, T),
    shown: () => screen.queryByRole('link', { name: 'Default Associates' }),
  },
]

describe('each flag changes what its Features sentence says', () => {
  // One state per test, each from a reset and settled host: a page's reads left in flight
  // cannot answer into the next sign-in (src/test/open-requests.ts).
  describe.each(EFFECTS.map((e) => [e.flag, e.where, e.hides ? 'off' : 'on', e] as const))(
    '%s: %s only while it is %s',
    (_flag, _where, _state, effect) => {
      const [snake, camel] = FLAG_SPELLINGS[effect.flag]
      // On in one spelling and off in the other, as QA and hosts may send either.
      it.each([
        ['on', snake, true],
        ['off', camel, false],
      ] as const)('switched %s (%s)', async (state, spelling, on) => {
        await mockSettings({ [spelling]: on ? 1 : 0 })
        if (effect.as) await logInAs(effect.as)
        else await signOut()
        await renderApp(effect.at)
        await effect.ready()
        expect(effect.shown() !== null, `${effect.flag} ${state}`).toBe(effect.hides ? !on : on)
      })
    },
  )
})
