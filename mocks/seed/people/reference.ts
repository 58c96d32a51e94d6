import { INVESTMENT_CATEGORY_SEED } from '../../resources/investment-categories'
import type { SeedContext } from '../context'
import { stampAgo } from './data'

const at = (ctx: SeedContext) => {
  const t = stampAgo(ctx, 700, 900)
  return { created_at: t, updated_at: t }
}

export const LEAD_STATUSES = [
  ['New lead', '#2F80ED'],
  ['Contacted', '#56CCF2'],
  ['Meeting booked', '#9B51E0'],
  ['Qualified', '#F2C94C'],
  ['Onboarding', '#F2994A'],
  ['Invested', '#27AE60'],
  ['Dormant', '#828282'],
  ['Not interested', '#EB5757'],
] as const

const CATEGORIES = [
  [
    'restricted',
    'Restricted investor',
    'You have not invested more than 10% of your net assets in non-readily realisable securities in the last 12 months and will not do so in the next 12 months.',
    0,
    [
      'In the past twelve months I have not invested more than 10% of my net assets in non-readily realisable securities.',
      'In the next twelve months I do not intend to invest more than 10% of my net assets in non-readily realisable securities.',
    ],
  ],
  [
    'high_net_worth',
    'High net worth investor',
    'An annual income of £100,000 or more, or net assets of £250,000 or more excluding your main home and pension.',
    0,
    [
      'I had, throughout the financial year immediately preceding today, an annual income of £100,000 or more.',
      'I held, throughout the financial year immediately preceding today, net assets to the value of £250,000 or more, excluding my primary residence and pension benefits.',
    ],
  ],
  [
    'sophisticated',
    'Certified sophisticated investor',
    'Certified within the last 36 months by an FCA-authorised firm as sufficiently knowledgeable to understand the risks.',
    1,
    [
      'I have a written certificate from an authorised firm confirming I understand the risks of investing in non-readily realisable securities.',
    ],
  ],
  [
    'self_certified_sophisticated',
    'Self-certified sophisticated investor',
    'Member of a business angel network, two or more unlisted investments, relevant professional experience or a director of a company with turnover of £1m or more.',
    0,
    [
      'I have been a member of a network or syndicate of business angels for at least the last six months.',
      'I have made more than one investment in an unlisted company in the last two years.',
      'I have worked in the past two years in a professional capacity in the private equity sector or in the provision of finance for small and medium enterprises.',
      'I have been, in the last two years, a director of a company with an annual turnover of at least £1 million.',
    ],
  ],
  [
    'professional',
    'Professional client',
    'Elective or per se professional client under COBS 3.5, assessed by the firm.',
    1,
    [
      'I have carried out transactions of significant size on the relevant market at an average frequency of ten per quarter over the previous four quarters.',
      'The size of my financial instrument portfolio exceeds EUR 500,000.',
      'I work or have worked in the financial sector for at least one year in a professional position.',
    ],
  ],
] as const

const INVESTOR_TYPES = [
  ['individual', 'Individual', 'Investing in your own name.'],
  [
    'organisation',
    'Organisation',
    'Investing through a company, trust, partnership or charity you represent.',
  ],
  ['pension', 'Pension', 'Investing through your SIPP or SSAS.'],
  [
    'investment_method',
    'Alternative investment method',
    'Investing through an ISA, platform account or other arrangement.',
  ],
] as const

const CHARACTERS = [
  ['Growth', 'Capital growth from early-stage and scale-up companies.', '#27AE60'],
  ['Income', 'Regular income from dividends, interest or rent.', '#2F80ED'],
  ['Impact', 'Measurable social or environmental outcomes alongside returns.', '#6FCF97'],
  ['Capital preservation', 'Lower volatility and asset-backed downside protection.', '#828282'],
  ['Tax efficient', 'EIS, SEIS, VCT or IHT relief qualifying.', '#9B51E0'],
  ['Speculative', 'Higher risk, higher potential reward.', '#EB5757'],
] as const

export const CLIENT_GROUPS = [
  ['Private clients', 'Individuals investing directly.', '#2F80ED'],
  ['Family offices', 'Single- and multi-family offices.', '#9B51E0'],
  ['Angel syndicate', 'Members of the in-house angel syndicate.', '#F2994A'],
  ['Wealth managers', 'Introduced by wealth managers and IFAs.', '#27AE60'],
  ['Employees', 'Staff and directors of the firm.', '#828282'],
  ['VIP', 'Relationship-managed high-value investors.', '#EB5757'],
] as const

/** [key, name, type, entity, options, required, locked] */
export const ATTRIBUTES = [
  [
    'source_of_wealth',
    'Source of wealth',
    'select',
    'investor',
    ['Employment', 'Business sale', 'Inheritance', 'Property', 'Investments', 'Pension'],
    1,
    1,
  ],
  [
    'annual_income_band',
    'Annual income band',
    'select',
    'investor',
    ['Under £50k', '£50k - £100k', '£100k - £250k', 'Over £250k'],
    0,
    0,
  ],
  ['investable_assets', 'Investable assets (£)', 'number', 'investor', null, 0, 0],
  ['eis_experience', 'Previous EIS investments', 'boolean', 'investor', null, 0, 0],
  ['preferred_sectors', 'Preferred sectors', 'text', 'investor', null, 0, 0],
  ['last_review_date', 'Last suitability review', 'date', 'investor', null, 0, 1],
  ['introducer', 'Introduced by', 'text', 'investor', null, 0, 0],
  ['esg_score', 'ESG score', 'number', 'opportunity', null, 0, 0],
  ['board_seat', 'Board seat offered', 'boolean', 'opportunity', null, 0, 0],
  [
    'exit_horizon',
    'Expected exit horizon',
    'select',
    'opportunity',
    ['1-3 years', '3-5 years', '5-7 years', '7+ years'],
    0,
    0,
  ],
  ['first_close_date', 'First close date', 'date', 'fund', null, 0, 0],
  ['fund_administrator', 'Fund administrator', 'text', 'fund', null, 1, 1],
] as const

export async function seedReference(ctx: SeedContext) {
  for (const [i, [name, colour]] of LEAD_STATUSES.entries()) {
    await ctx.insert('lead-statuses', {
      name,
      colour,
      order: i + 1,
      is_default: i === 0 ? 1 : 0,
      ...at(ctx),
    })
  }
  for (const [i, [key, name, description, requiresApproval, statements]] of CATEGORIES.entries()) {
    await ctx.insert('categories', {
      key,
      name,
      description,
      statements: [...statements],
      requires_approval: requiresApproval,
      valid_for_months: key === 'sophisticated' ? 36 : 12,
      is_enabled: 1,
      order: i + 1,
      ...at(ctx),
    })
  }
  for (const [i, [key, name, description]] of INVESTOR_TYPES.entries()) {
    await ctx.insert('investor-types', {
      key,
      name,
      description,
      is_enabled: 1,
      order: i + 1,
      ...at(ctx),
    })
  }
  for (const [i, [name, description, colour]] of CHARACTERS.entries()) {
    await ctx.insert('characters', { name, description, colour, order: i + 1, ...at(ctx) })
  }
  // Fixed stamps, not faker: seeding them draws nothing, so every later seeded row is unchanged.
  for (const [i, [name, description]] of INVESTMENT_CATEGORY_SEED.entries()) {
    const t = ctx.daysAgo(800)
    await ctx.insert('investment-categories', {
      name,
      description,
      order: i + 1,
      created_at: t,
      updated_at: t,
    })
  }
  for (const [name, description, colour] of CLIENT_GROUPS) {
    await ctx.insert('client-groups', { name, description, colour, ...at(ctx) })
  }
  const order: Record<string, number> = {}
  for (const [key, name, type, entity, options, required, locked] of ATTRIBUTES) {
    order[entity] = (order[entity] ?? 0) + 1
    await ctx.insert('attributes', {
      key,
      name,
      type,
      entity,
      form: null,
      options: options ? [...options] : null,
      description: null,
      is_required: required,
      is_locked: locked,
      order: order[entity],
      ...at(ctx),
    })
  }
}
