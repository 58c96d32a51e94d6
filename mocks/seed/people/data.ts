import type { SeedContext } from '../context'

/** Curated UK data: faker's en_GB names and places read as American to a British eye. */
// prettier-ignore
export const FIRST_NAMES = [
  'Oliver', 'George', 'Harry', 'Jack', 'Charlie', 'Thomas', 'James', 'William', 'Henry', 'Oscar',
  'Alfie', 'Archie', 'Edward', 'Samuel', 'Joseph', 'Daniel', 'Benjamin', 'Alexander', 'Matthew',
  'Rhys', 'Callum', 'Hamish', 'Euan', 'Owen', 'Dylan', 'Arjun', 'Rohan', 'Imran', 'Tariq', 'Kwame',
  'Olivia', 'Amelia', 'Isla', 'Ava', 'Emily', 'Sophie', 'Grace', 'Charlotte', 'Lily', 'Freya',
  'Poppy', 'Evie', 'Harriet', 'Eleanor', 'Alice', 'Florence', 'Imogen', 'Phoebe', 'Rosie',
  'Hannah', 'Catriona', 'Eilidh', 'Niamh', 'Siobhan', 'Cerys', 'Ffion', 'Priya', 'Aisha', 'Zara',
  'Mei', 'Nicholas', 'Simon', 'Richard', 'Andrew', 'Stephen', 'Jonathan', 'Mark', 'Paul', 'Nigel',
  'Graham', 'Sarah', 'Claire', 'Helen', 'Rachel', 'Joanna', 'Victoria', 'Caroline', 'Fiona',
  'Louise', 'Susan',
] as const

// prettier-ignore
export const SURNAMES = [
  'Smith', 'Jones', 'Williams', 'Taylor', 'Brown', 'Davies', 'Evans', 'Wilson', 'Thomas',
  'Johnson', 'Roberts', 'Robinson', 'Thompson', 'Wright', 'Walker', 'White', 'Edwards', 'Hughes',
  'Green', 'Hall', 'Lewis', 'Harris', 'Clarke', 'Patel', 'Jackson', 'Wood', 'Turner', 'Martin',
  'Cooper', 'Hill', 'Ward', 'Morris', 'Moore', 'Clark', 'Lee', 'King', 'Baker', 'Harrison',
  'Morgan', 'Allen', 'James', 'Scott', 'Phillips', 'Watson', 'Davis', 'Parker', 'Price', 'Bennett',
  'Young', 'Griffiths', 'Mitchell', 'Kelly', 'Cook', 'Carter', 'Richardson', 'Bailey', 'Collins',
  'Bell', 'Shaw', 'Murphy', 'Miller', 'Cox', 'Richards', 'Khan', 'Marshall', 'Anderson', 'Simpson',
  'Ellis', 'Adams', 'Singh', 'Begum', 'Wilkinson', 'Foster', 'Chapman', 'Powell', 'Webb', 'Rogers',
  'Gray', 'Mason', 'Ali', 'Hunt', 'Hussain', 'Campbell', 'Matthews', 'Owen', 'Palmer', 'Holmes',
  'Mills', 'Barnes', 'Knight', 'MacDonald', 'Fraser', 'Stewart', 'Reid', 'Murray', 'Sutherland',
  'Okafor', 'Mensah', 'Chen', 'Shah',
] as const

/** Town, county and postcode area: addresses that hang together. */
// prettier-ignore
export const TOWNS = [
  ['London', 'Greater London', 'SW'], ['London', 'Greater London', 'EC'],
  ['London', 'Greater London', 'N'], ['London', 'Greater London', 'W'],
  ['Manchester', 'Greater Manchester', 'M'], ['Birmingham', 'West Midlands', 'B'],
  ['Leeds', 'West Yorkshire', 'LS'], ['Bristol', 'Bristol', 'BS'],
  ['Edinburgh', 'Midlothian', 'EH'], ['Glasgow', 'Lanarkshire', 'G'],
  ['Cardiff', 'South Glamorgan', 'CF'], ['Belfast', 'County Antrim', 'BT'],
  ['Oxford', 'Oxfordshire', 'OX'], ['Cambridge', 'Cambridgeshire', 'CB'],
  ['Guildford', 'Surrey', 'GU'], ['Reading', 'Berkshire', 'RG'],
  ['Harrogate', 'North Yorkshire', 'HG'], ['Cheltenham', 'Gloucestershire', 'GL'],
  ['Bath', 'Somerset', 'BA'], ['York', 'North Yorkshire', 'YO'],
  ['Nottingham', 'Nottinghamshire', 'NG'], ['Sheffield', 'South Yorkshire', 'S'],
  ['Newcastle upon Tyne', 'Tyne and Wear', 'NE'], ['Brighton', 'East Sussex', 'BN'],
  ['St Albans', 'Hertfordshire', 'AL'], ['Sevenoaks', 'Kent', 'TN'], ['Exeter', 'Devon', 'EX'],
  ['Norwich', 'Norfolk', 'NR'], ['Aberdeen', 'Aberdeenshire', 'AB'], ['Chester', 'Cheshire', 'CH'],
  ['Winchester', 'Hampshire', 'SO'], ['Leicester', 'Leicestershire', 'LE'],
] as const

// prettier-ignore
const STREETS = [
  'High Street', 'Station Road', 'Church Lane', 'Victoria Road', 'The Green', 'Manor Road',
  'Park Avenue', 'Kings Road', 'Queen Street', 'Mill Lane', 'Orchard Close', 'London Road',
  'The Crescent', 'Grange Road', 'Highfield Road', 'St John\u2019s Road', 'Albert Road',
  'Windsor Drive',
] as const

const POSTCODE_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ'

// prettier-ignore
export const SECTORS = [
  'Holdings', 'Capital', 'Investments', 'Ventures', 'Family Office', 'Partners', 'Estates',
  'Wealth', 'Asset Management', 'Group',
] as const

// prettier-ignore
export const COMPANY_WORDS = [
  'Thames', 'Pennine', 'Cotswold', 'Highland', 'Severn', 'Chiltern', 'Mercia', 'Wessex', 'Albion',
  'Northgate', 'Oakwood', 'Ashford', 'Kingfisher', 'Beacon', 'Harbour', 'Heathfield', 'Redwood',
  'Greystone', 'Fairview', 'Larch', 'Brunel', 'Sterling', 'Castlegate', 'Meridian', 'Linden',
] as const

export const pick = <T>(ctx: SeedContext, items: readonly T[]) => ctx.pick(items)
export const int = (ctx: SeedContext, min: number, max: number) =>
  ctx.faker.number.int({ min, max })
export const chance = (ctx: SeedContext, p: number) =>
  ctx.faker.number.float({ min: 0, max: 1 }) < p

export function postcode(ctx: SeedContext, area: string) {
  const l = () => POSTCODE_LETTERS[int(ctx, 0, POSTCODE_LETTERS.length - 1)]
  return `${area}${int(ctx, 1, 20)} ${int(ctx, 1, 9)}${l()}${l()}`
}

export function address(ctx: SeedContext) {
  const [city, county, area] = pick(ctx, TOWNS)
  return {
    address_line_1: `${int(ctx, 1, 240)} ${pick(ctx, STREETS)}`,
    address_line_2: chance(ctx, 0.2) ? `Flat ${int(ctx, 1, 30)}` : null,
    city,
    county,
    postcode: postcode(ctx, area),
    country: 'GB',
  }
}

/** Ofcom's drama ranges: realistic numbers that ring no one. */
export const mobile = (ctx: SeedContext) => `07700 900${String(int(ctx, 0, 999)).padStart(3, '0')}`
export const landline = (ctx: SeedContext) =>
  pick(ctx, ['020 7946 0', '0113 496 0', '0161 496 0', '0131 496 0']) +
  String(int(ctx, 0, 999)).padStart(3, '0')

export function person(ctx: SeedContext) {
  return { name: pick(ctx, FIRST_NAMES), surname: pick(ctx, SURNAMES) }
}

/** RFC 2606 domains, unique by the row number. */
export const emailFor = (first: string, last: string, n: number) =>
  `${first}.${last}${n}`.toLowerCase().replace(/[^a-z0-9.]/g, '') + '@example.co.uk'

export const companyName = (ctx: SeedContext) =>
  `${pick(ctx, COMPANY_WORDS)} ${pick(ctx, SECTORS)} ${pick(ctx, ['Ltd', 'Limited', 'LLP', 'plc'])}`

/** Companies House numbers: eight digits, or SC and six for Scottish companies. */
export const companyNumber = (ctx: SeedContext) =>
  chance(ctx, 0.12)
    ? `SC${int(ctx, 100_000, 799_999)}`
    : String(int(ctx, 1_000_000, 16_999_999)).padStart(8, '0')

/** A calendar date `days` before the reference date. */
export const dateAgo = (ctx: SeedContext, days: number) => ctx.daysAgo(days).slice(0, 10)

/** A timestamp sometime in the last `maxDays` days (and not before `minDays`). */
export const stampAgo = (ctx: SeedContext, minDays: number, maxDays: number) =>
  ctx.daysAgo(ctx.faker.number.float({ min: minDays, max: maxDays, fractionDigits: 4 }))

export const weighted = <T>(ctx: SeedContext, items: readonly (readonly [T, number])[]) =>
  ctx.faker.helpers.weightedArrayElement(items.map(([value, weight]) => ({ value, weight })))
