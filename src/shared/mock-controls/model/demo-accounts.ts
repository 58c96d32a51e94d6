/** The demo accounts of the mock seed (README "Demo accounts"); the password is always this. */
export const DEMO_PASSWORD = 'password'

export interface DemoAccount {
  email: string
  /** Who the account is, as QA and sales would say it. */
  label: string
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'superadmin@example.com', label: 'Super admin' },
  { email: 'entrepreneur@example.com', label: 'Entrepreneur' },
  { email: 'committee@example.com', label: 'Investment committee' },
  { email: 'investor@example.com', label: 'Investor (onboarded)' },
  { email: 'newinvestor@example.com', label: 'New investor (terms not accepted)' },
  { email: 'unverified@example.com', label: 'Investor (email not verified)' },
  { email: 'custodian@example.com', label: 'Custodian' },
  { email: 'support@example.com', label: 'Support' },
  { email: 'creator@example.com', label: 'Creator' },
  { email: 'manager@example.com', label: 'Investment manager' },
  { email: 'fundmanager@example.com', label: 'Fund manager' },
  { email: 'adviser@example.com', label: 'Adviser' },
  { email: 'compliance@example.com', label: 'Compliance' },
]

export const demoAccountOptions = DEMO_ACCOUNTS.map((a) => ({
  value: a.email,
  label: `${a.label} — ${a.email}`,
}))

/** The demo account with this email (case-insensitive), if it is one. */
export const findDemoAccount = (email: string | null | undefined) =>
  DEMO_ACCOUNTS.find((a) => a.email === email?.toLowerCase())
