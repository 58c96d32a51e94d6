import type { SeedContext } from './context'
import type { OpportunityPlan } from './deals-opportunities'
import { KEY_POINTS, REWARDS, TEAM_ROLES } from './deals-catalogue'
import { addDays, chance, dateAgo, int, money, put, stampOn } from './deals-util'
import { seedCrm, seedDocuments } from './deals-crm'
import { seedImage } from './images'

/** What investors read on an opportunity: gallery, key points, team, dates, terms, perks. */
export async function seedContent(ctx: SeedContext, plans: OpportunityPlan[], staff: number[]) {
  const large = ctx.size === 'large'
  for (const p of plans) {
    const id = p.id
    const created = String(ctx.db.table('investment-opportunities').find(id)?.created_at)
    const base = {
      investment_opportunity_id: id,
      created_at: stampOn(ctx, contentDay(ctx, p.openDate, created)),
    }
    const draft = p.stage === 1
    const galleries = draft ? 0 : large ? 1 : int(ctx, 2, 4)
    for (let i = 0; i < galleries; i++) {
      await put(ctx, 'galleries', {
        ...base,
        image_url: seedImage('gallery', id * 5 + i),
        caption: ctx.pick([
          'The team at work',
          'Our product',
          'Headquarters',
          'Customers on site',
          null,
        ]),
        order: i + 1,
        updated_at: base.created_at,
      })
    }
    const points = ctx.faker.helpers.arrayElements(
      [...KEY_POINTS],
      draft ? 2 : large ? 3 : int(ctx, 3, 4),
    )
    for (const [i, [title, body]] of points.entries()) {
      await put(ctx, 'key-points', {
        ...base,
        title,
        order: i + 1,
        updated_at: base.created_at,
        body: bodyUnderScheme(title, body, p.taxRelief)
          .replace('{growth}', String(int(ctx, 40, 250)))
          .replace('{margin}', String(int(ctx, 35, 75)))
          .replace('{relief}', p.taxRelief)
          .replace('{grant}', String(int(ctx, 150, 900)))
          .replace('{spent}', String(int(ctx, 1, 4))),
      })
    }
    const team = draft ? 1 : large ? 2 : int(ctx, 3, 4)
    for (let i = 0; i < team; i++) {
      const first = ctx.faker.person.firstName()
      const last = ctx.faker.person.lastName()
      await put(ctx, 'team-images', {
        ...base,
        name: `${first} ${last}`,
        role: TEAM_ROLES[i] ?? ctx.pick(TEAM_ROLES),
        bio: `${first} has ${int(ctx, 8, 25)} years' experience and previously worked at ${ctx.faker.company.name()}.`,
        // A step of 7 (coprime with the 24 portraits) gives each member of a team their own.
        image_url: seedImage('person', id * 3 + i * 7),
        linkedin_url:
          `https://www.linkedin.com/in/${first}-${last}-${int(ctx, 100, 999)}`.toLowerCase(),
        order: i + 1,
        updated_at: base.created_at,
      })
    }
    await seedDates(ctx, p)
    await seedTerms(ctx, p, large)
    if (!draft && chance(ctx, large ? 0.2 : 0.4)) {
      for (const [title, description, minimum] of ctx.faker.helpers.arrayElements(
        [...REWARDS],
        int(ctx, 1, 2),
      )) {
        await put(ctx, 'rewards', {
          ...base,
          title,
          description,
          minimum_amount: minimum,
          updated_at: base.created_at,
        })
      }
    }
    if (p.taxRelief === 'EIS' || p.taxRelief === 'SEIS') {
      await put(ctx, 'tax-options', {
        ...base,
        name: p.taxRelief,
        relief_percent: p.taxRelief === 'EIS' ? 30 : 50,
        is_active: 1,
        description: `HMRC ${p.taxRelief} advance assurance received on ${addDays(p.openDate, -30)}.`,
        updated_at: base.created_at,
      })
    }
    if (!draft && p.status !== 1) await seedIntentTerms(ctx, p)
    await seedSharePrices(ctx, p)
    await seedDocuments(
      ctx,
      'investment-opportunities',
      id,
      staff,
      draft ? 1 : large ? 2 : int(ctx, 3, 5),
      p.brand,
      p.taxRelief,
      created,
    )
    const crm = large
      ? { notes: chance(ctx, 0.3) ? 1 : 0, tasks: 0, calls: 0 }
      : { notes: int(ctx, 1, 3), tasks: int(ctx, 0, 2), calls: int(ctx, 0, 2) }
    await seedCrm(ctx, 'investment-opportunities', id, staff, crm, p.taxRelief)
  }
}

/**
 * The day an opportunity's content was written: three weeks before it opens, but never before
 * the opportunity was created (its timestamp's day, so the office-hours stamp falls after it)
 * nor after today (a draft opening next month was still written in the past).
 */
function contentDay(ctx: SeedContext, openDate: string, created: string): string {
  const planned = addDays(openDate, -20)
  const first = addDays(created.slice(0, 10), 1)
  const today = dateAgo(ctx, 0)
  const day = planned < first ? first : planned
  return day > today ? today : day
}

/**
 * The "Tax efficient" point says what relief the opportunity has: advance assurance under EIS
 * or SEIS only; VCT and Business Relief in their own words; nothing about tax without a scheme.
 */
function bodyUnderScheme(title: string, body: string, relief: string): string {
  if (title !== 'Tax efficient' || relief === 'EIS' || relief === 'SEIS') return body
  if (relief === 'VCT') return 'Held through an HMRC-approved venture capital trust.'
  if (relief === 'IHT')
    return 'The shares are expected to qualify for Business Relief from inheritance tax.'
  return 'Returns are taxed as ordinary income or gains; the round carries no tax relief.'
}

async function seedDates(ctx: SeedContext, p: OpportunityPlan) {
  const dates: [string, string, string | null][] = [
    ['Launch', p.openDate, 'The round opens to investors.'],
    ['Final close', p.closeDate, 'Last day to reserve an allocation.'],
  ]
  if (p.stage >= 3) dates.splice(1, 0, ['First close', addDays(p.openDate, 30), null])
  if (p.stage >= 4)
    dates.push([
      'Completion',
      addDays(p.closeDate, 21),
      'Shares issued and share certificates sent.',
    ])
  if (p.stage >= 5 && (p.taxRelief === 'EIS' || p.taxRelief === 'SEIS'))
    dates.push([
      `${p.taxRelief === 'SEIS' ? 'SEIS3' : 'EIS3'} certificates`,
      addDays(p.closeDate, 150),
      null,
    ])
  if (p.stage === 6)
    dates.push([
      'Exit',
      addDays(p.closeDate, int(ctx, 900, 2000)),
      'Company sold; proceeds distributed.',
    ])
  for (const [label, date, description] of dates) {
    await put(ctx, 'key-dates', { investment_opportunity_id: p.id, label, date, description })
  }
}

async function seedTerms(ctx: SeedContext, p: OpportunityPlan, large: boolean) {
  const gbp = (n: number) => `\u00a3${n.toLocaleString('en-GB')}`
  const equity = p.typeIndex === 0 || p.typeIndex === 2
  const rows: [string, string][] = equity
    ? [
        ['Instrument', p.typeIndex === 2 ? 'Advance subscription agreement' : 'Ordinary shares'],
        ['Share price', `\u00a3${p.sharePrice.toFixed(2)}`],
        ['Minimum investment', gbp(p.min)],
        ['Tax relief', p.taxRelief === 'none' ? 'None' : p.taxRelief],
        ['Nominee', 'Shares held by Northgate Nominees Ltd'],
        ['Board', 'Investor director appointed on completion'],
      ]
    : [
        [
          'Instrument',
          p.typeIndex === 1 ? 'Secured loan notes' : 'Units in the investment vehicle',
        ],
        ['Coupon', `${int(ctx, 6, 12)}% a year, paid quarterly`],
        ['Term', `${ctx.pick([24, 36, 48, 60])} months`],
        ['Minimum investment', gbp(p.min)],
        ['Security', 'First legal charge over the assets'],
      ]
  for (const [i, [label, value]] of rows.slice(0, large ? 4 : rows.length).entries()) {
    await put(ctx, 'terms', { investment_opportunity_id: p.id, label, value, order: i + 1 })
  }
}

async function seedIntentTerms(ctx: SeedContext, p: OpportunityPlan) {
  const body = (v: number) =>
    `<p>By reserving an allocation in ${p.name} I confirm that:</p><ul><li>I have read the investment memorandum and the risk warning;</li><li>I understand my capital is at risk and the shares are illiquid;</li><li>I will pay the amount reserved when the cash call is issued.</li>${v > 1 ? '<li>I accept the revised completion timetable.</li>' : ''}</ul>`
  const versions = chance(ctx, 0.2) ? 2 : 1
  for (let v = 1; v <= versions; v++) {
    await put(ctx, 'intent-terms', {
      investment_opportunity_id: p.id,
      title: `Terms of investment in ${p.brand}`,
      body: body(v),
      version: v,
      is_active: v === versions ? 1 : 0,
    })
  }
}

/** The round price, then valuations (and a secondary sale) once the investment is held. */
async function seedSharePrices(ctx: SeedContext, p: OpportunityPlan) {
  if (p.stage < 3) return
  const insert = (price: number, date: string, reason: string, notes: string | null) =>
    put(ctx, 'share-prices', {
      investment_opportunity_id: p.id,
      price: money(price),
      effective_date: date,
      reason,
      notes,
      valuation: null,
    })
  await insert(p.sharePrice, p.openDate, 'round', 'Price of this round.')
  let price = p.sharePrice
  if (p.stage >= 5) {
    const updates = int(ctx, 1, 3)
    for (let i = 1; i <= updates; i++) {
      price = price * ctx.faker.number.float({ min: 0.7, max: 1.8 })
      await insert(
        price,
        addDays(p.closeDate, i * 180),
        'valuation',
        'Annual revaluation by the board.',
      )
    }
  }
  if (p.stage === 6) {
    price = price * ctx.faker.number.float({ min: 1.1, max: 2.5 })
    await insert(price, addDays(p.closeDate, 900), 'secondary', 'Secondary sale to a trade buyer.')
  }
  if (price !== p.sharePrice)
    await ctx.db
      .table('investment-opportunities')
      .update(p.id, { share_price: money(price) }, { silent: true, touch: false })
}
