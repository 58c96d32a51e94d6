import type { SeedContext } from './context'
import { INDUSTRIES } from './deals-catalogue'

/** Marketing copy of the seeded opportunities: one line per sector and an HTML description. */

const PITCHES: readonly string[] = [
  'is building the payments and savings app that small UK businesses actually want to use',
  'gives GP practices and NHS trusts a faster way to triage and monitor patients at home',
  'installs and operates rooftop solar and battery storage for commercial landlords',
  'runs lettings, maintenance and compliance for build-to-rent landlords on one platform',
  'makes award-winning products sold through Waitrose, Ocado and its own online shop',
  'sells workflow software on subscription to mid-sized professional services firms',
  'is developing a first-in-class therapy with a clinical trial under way in the UK',
  'helps secondary schools and colleges personalise learning and cut teacher workload',
  'grows salad and herbs year-round in vertical farms close to the cities it supplies',
  'brews and distils in small batches for pubs, restaurants and independent retailers',
  'produces original games and audio series for global streaming platforms',
  'designs robotic cells that let UK manufacturers automate short production runs',
  'applies machine learning to inspection and forecasting for industrial customers',
  'operates rapid electric vehicle charging hubs on UK trunk roads',
  'owns and runs boutique hotels and venues in the UK\u2019s most visited towns',
]

const pounds = (n: number) => `\u00a3${n.toLocaleString('en-GB')}`

export function summarise(_ctx: SeedContext, brand: string, industry: number, city: string) {
  return `${city}-based ${brand} ${PITCHES[industry]}.`
}

export function describe(
  ctx: SeedContext,
  brand: string,
  industry: number,
  target: number,
  relief: string,
) {
  const growth = ctx.faker.number.int({ min: 35, max: 260 })
  const customers = ctx.faker.number.int({ min: 40, max: 4000 })
  const sector = INDUSTRIES[industry][0].toLowerCase()
  const use = ctx.faker.helpers.arrayElements(
    [
      'hiring in sales and engineering',
      'expanding into Europe',
      'a second production site',
      'product development',
      'working capital for new contracts',
      'marketing to grow the customer base',
    ],
    3,
  )
  const reliefLine =
    relief === 'EIS' || relief === 'SEIS'
      ? `<p>The company has received ${relief} advance assurance from HMRC, so qualifying investors may claim ${relief === 'EIS' ? '30%' : '50%'} income tax relief.</p>`
      : relief === 'IHT'
        ? '<p>The shares are expected to qualify for Business Relief from inheritance tax once held for two years.</p>'
        : ''
  return [
    `<h2>About ${brand}</h2>`,
    `<p>${brand} ${PITCHES[industry]}. It serves ${customers.toLocaleString('en-GB')} customers and grew revenue ${growth}% over the last twelve months.</p>`,
    '<h3>The opportunity</h3>',
    `<p>${brand} is raising ${pounds(target)} to accelerate growth in the ${sector} market. The funds will be used for:</p>`,
    `<ul>${use.map((u) => `<li>${u[0].toUpperCase()}${u.slice(1)}</li>`).join('')}</ul>`,
    reliefLine,
    '<h3>Risks</h3>',
    '<p>Investing in private companies puts your capital at risk. Shares are illiquid, dividends are rare and you may lose all of the money you invest.</p>',
  ].join('')
}
