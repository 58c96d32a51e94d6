import type { SeedContext } from '../context'
import type { SeededUsers } from './users'
import {
  COMPANY_WORDS,
  SURNAMES,
  address,
  companyNumber,
  int,
  landline,
  pick,
  stampAgo,
} from './data'

const NOMINEES = [
  ['Thames Nominees Limited', 'active'],
  ['Pennine Custody Nominees Ltd', 'active'],
  ['Albion Share Nominees Limited', 'active'],
  ['Meridian Client Nominees Ltd', 'active'],
  ['Sterling Trustee Nominees Limited', 'inactive'],
] as const

export async function seedNominees(ctx: SeedContext, users: SeededUsers): Promise<number[]> {
  const names: (readonly [string, string])[] = [...NOMINEES]
  if (ctx.size === 'large') {
    for (const w of COMPANY_WORDS.slice(0, 7)) names.push([`${w} Investor Nominees Ltd`, 'active'])
  }
  const ids: number[] = []
  for (const [name, status] of names) {
    const addr = address(ctx)
    const created = stampAgo(ctx, 400, 1000)
    const contact = `${pick(ctx, ['Anna', 'David', 'Ruth', 'Peter', 'Gemma'])} ${pick(ctx, SURNAMES)}`
    const row = await ctx.insert('nominees', {
      name,
      company_number: companyNumber(ctx),
      fca_reference: String(int(ctx, 100_000, 999_999)),
      contact_name: contact,
      contact_email: `operations@${name.split(' ')[0].toLowerCase()}-nominees.example.co.uk`,
      phone: landline(ctx),
      address_line_1: addr.address_line_1,
      address_line_2: null,
      city: addr.city,
      postcode: addr.postcode,
      country: 'GB',
      bank_account_name: `${name} Client Account`,
      sort_code: `${int(ctx, 10, 99)}-${int(ctx, 10, 99)}-${int(ctx, 10, 99)}`,
      account_number: String(int(ctx, 10_000_000, 99_999_999)),
      status,
      owner_id: pick(ctx, users.owners),
      created_at: created,
      updated_at: created,
    })
    ids.push(row.id)
  }
  return ids
}
