import type { SeedContext } from '../context'
import { DEMO_INVESTOR, DEMO_NEW_INVESTOR } from './users'

type Question = readonly [
  key: string,
  name: string,
  type: 'text' | 'number' | 'date' | 'select' | 'boolean',
  options: readonly string[] | null,
  required: 0 | 1,
]

/**
 * The investor questionnaires (admin tabs registration form, fact find, risk profile and
 * investor consent): investor attributes grouped by `form`, answered as attribute values.
 */
export const QUESTIONNAIRES: Record<string, readonly Question[]> = {
  registration_form: [
    ['reg_title', 'Title', 'select', ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr', 'Mx'], 0],
    [
      'reg_employment_status',
      'Employment status',
      'select',
      ['Employed', 'Self-employed', 'Retired', 'Not working'],
      1,
    ],
    ['reg_occupation', 'Occupation', 'text', null, 0],
    ['reg_national_insurance_number', 'National Insurance number', 'text', null, 0],
    ['reg_us_person', 'US person for tax purposes', 'boolean', null, 1],
  ],
  fact_find: [
    ['ff_annual_income', 'Annual gross income (£)', 'number', null, 1],
    ['ff_net_assets', 'Net assets excluding main home (£)', 'number', null, 0],
    ['ff_emergency_fund', 'Emergency savings in place', 'boolean', null, 0],
    [
      'ff_objective',
      'Main investment objective',
      'select',
      ['Growth', 'Income', 'Tax relief', 'Capital preservation'],
      1,
    ],
    ['ff_notes', 'Adviser notes', 'text', null, 0],
  ],
  risk_profile: [
    [
      'risk_appetite',
      'Attitude to risk',
      'select',
      ['Cautious', 'Balanced', 'Adventurous', 'Speculative'],
      1,
    ],
    [
      'risk_horizon',
      'Investment horizon',
      'select',
      ['Under 3 years', '3 to 5 years', '5 to 10 years', 'Over 10 years'],
      0,
    ],
    ['risk_can_afford_loss', 'Can afford to lose the whole amount invested', 'boolean', null, 1],
    ['risk_unlisted_share', 'Share of portfolio in unlisted companies (%)', 'number', null, 0],
  ],
  investor_consent: [
    ['consent_data_processing', 'Consents to the processing of their data', 'boolean', null, 1],
    ['consent_electronic', 'Consents to documents by email', 'boolean', null, 1],
    ['consent_marketing', 'Consents to marketing', 'boolean', null, 0],
    ['consent_given_on', 'Consent given on', 'date', null, 0],
  ],
}

/** The demo accounts' answers: the onboarded investor has them all, the new one a few. */
const ANSWERS: Record<number, Record<string, string>> = {
  [DEMO_INVESTOR]: {
    reg_title: 'Mr',
    reg_employment_status: 'Employed',
    reg_occupation: 'Chartered surveyor',
    reg_us_person: '0',
    ff_annual_income: '145000',
    ff_net_assets: '820000',
    ff_emergency_fund: '1',
    ff_objective: 'Growth',
    risk_appetite: 'Adventurous',
    risk_horizon: '5 to 10 years',
    risk_can_afford_loss: '1',
    risk_unlisted_share: '10',
    consent_data_processing: '1',
    consent_electronic: '1',
    consent_marketing: '0',
  },
  [DEMO_NEW_INVESTOR]: { reg_title: 'Ms', reg_employment_status: 'Self-employed' },
}

/** Seeded last, so the ids of every earlier row stay as they were. */
export async function seedQuestionnaires(ctx: SeedContext) {
  const made = { created_at: ctx.daysAgo(400), updated_at: ctx.daysAgo(400) }
  const ids: Record<string, number> = {}
  for (const [form, questions] of Object.entries(QUESTIONNAIRES)) {
    for (const [i, [key, name, type, options, required]] of questions.entries()) {
      const row = await ctx.insert('attributes', {
        key,
        name,
        type,
        entity: 'investor',
        form,
        options: options ? [...options] : null,
        description: null,
        is_required: required,
        is_locked: 0,
        order: i + 1,
        ...made,
      })
      ids[key] = row.id
    }
  }
  const given = { created_at: ctx.daysAgo(30), updated_at: ctx.daysAgo(30) }
  for (const [userId, answers] of Object.entries(ANSWERS)) {
    for (const [key, value] of Object.entries(answers)) {
      await ctx.insert('attribute-values', {
        attribute_id: ids[key],
        attributable_type: 'users',
        attributable_id: Number(userId),
        value,
        ...given,
      })
    }
  }
  if (ids.consent_given_on) {
    await ctx.insert('attribute-values', {
      attribute_id: ids.consent_given_on,
      attributable_type: 'users',
      attributable_id: DEMO_INVESTOR,
      value: ctx.daysAgo(30).slice(0, 10),
      ...given,
    })
  }
}
