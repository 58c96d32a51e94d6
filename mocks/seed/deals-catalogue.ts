/** Static material of the deals seed: UK sectors, investment types, pipelines, name parts. */

export const INDUSTRIES = [
  ['Fintech', 'Payments, lending, wealth and insurance technology.', '#2563EB'],
  [
    'Healthtech',
    'Digital health, diagnostics and care technology for the NHS and private providers.',
    '#DB2777',
  ],
  ['Clean energy', 'Renewable generation, storage, heat pumps and grid flexibility.', '#16A34A'],
  ['Proptech', 'Software and services for property, construction and facilities.', '#9333EA'],
  ['Consumer brands', 'Direct-to-consumer food, drink, beauty and lifestyle brands.', '#EA580C'],
  ['Software & SaaS', 'Business software sold on subscription.', '#0891B2'],
  ['Life sciences', 'Therapeutics, medtech and research tools.', '#BE123C'],
  ['Edtech', 'Learning platforms for schools, universities and employers.', '#CA8A04'],
  ['Agritech', 'Vertical farming, precision agriculture and food supply chains.', '#65A30D'],
  ['Food & drink', 'Breweries, distilleries, restaurants and producers.', '#B45309'],
  ['Media & entertainment', 'Studios, games, publishing and live events.', '#7C3AED'],
  ['Advanced manufacturing', 'Robotics, materials and precision engineering.', '#475569'],
  ['Deep tech & AI', 'Machine learning, quantum and semiconductor ventures.', '#4F46E5'],
  ['Mobility & transport', 'Electric vehicles, charging and logistics.', '#0D9488'],
  ['Hospitality & leisure', 'Hotels, venues, gyms and travel.', '#E11D48'],
] as const

/** Investment types with their sub-types. */
export const TYPES = [
  [
    'Equity',
    'Ordinary or preferred shares in a private company.',
    ['Seed', 'Series A', 'Series B', 'Growth'],
  ],
  [
    'Debt',
    'Loan notes and bonds paying a fixed coupon.',
    ['Senior secured loan', 'Mezzanine', 'Mini-bond'],
  ],
  [
    'Convertible',
    'Instruments that convert into equity at the next round.',
    ['Advance subscription agreement', 'Convertible loan note'],
  ],
  [
    'Property',
    'Development and income-producing real estate.',
    ['Residential development', 'Commercial', 'Build to rent'],
  ],
  [
    'Fund',
    'Pooled vehicles managed on investors\u2019 behalf.',
    ['EIS fund', 'VCT', 'Private equity fund'],
  ],
] as const

export const PIPELINES = [
  {
    name: 'Primary deal flow',
    description: 'New companies raising their first institutional or angel round.',
    stages: [
      ['Sourced', '#94A3B8', 5],
      ['Screening', '#60A5FA', 15],
      ['Due diligence', '#818CF8', 35],
      ['Investment committee', '#F59E0B', 60],
      ['Term sheet agreed', '#10B981', 85],
      ['Completed', '#059669', 100],
    ],
  },
  {
    name: 'Follow-on & secondaries',
    description: 'Further rounds of portfolio companies and secondary share sales.',
    stages: [
      ['Enquiry', '#A1A1AA', 10],
      ['Assessment', '#38BDF8', 30],
      ['Approval', '#FBBF24', 60],
      ['Allocation', '#22C55E', 90],
    ],
  },
] as const

export const GLOBAL_TAX_OPTIONS = [
  ['none', 'No tax relief claimed.', 0],
  [
    'EIS',
    'Enterprise Investment Scheme: 30% income tax relief, CGT deferral and loss relief on shares held for 3 years.',
    30,
  ],
  [
    'SEIS',
    'Seed Enterprise Investment Scheme: 50% income tax relief on up to \u00a3200,000 a year in qualifying start-ups.',
    50,
  ],
  [
    'VCT',
    'Venture Capital Trust: 30% income tax relief on new VCT shares held for 5 years; tax-free dividends.',
    30,
  ],
  [
    'IHT',
    'Business Relief: qualifying unquoted shares held for 2 years may pass free of inheritance tax.',
    100,
  ],
] as const

export const TRIGGERS = [
  [
    'Tell investors when an opportunity goes live',
    'opportunity.status_changed',
    'notify_investors',
    1,
  ],
  ['Move closed rounds into the portfolio', 'opportunity.stage_changed', 'notify_investors', 1],
  ['Closing-soon reminder (7 days)', 'opportunity.closing_soon', 'send_email', 1],
  ['Alert the deal team to new reservations', 'investment.reserved', 'notify_staff', 1],
  ['Chase unpaid reservations', 'investment.reserved', 'create_task', 0],
  ['Confirm receipt of funds', 'investment.paid', 'send_email', 1],
  ['Issue cash calls at first close', 'opportunity.status_changed', 'issue_cash_call', 0],
  ['Cash call reminder', 'cash_call.issued', 'send_email', 1],
  ['Announce new investor updates', 'report.published', 'notify_investors', 1],
] as const

export const BRAND_PREFIXES = [
  'Bright',
  'Blue',
  'Green',
  'North',
  'Clear',
  'Swift',
  'True',
  'Open',
  'Silver',
  'Iron',
  'Oak',
  'Thames',
  'Pennine',
  'Cairn',
  'Harbour',
  'Kestrel',
  'Lumen',
  'Nova',
  'Quay',
  'Tidal',
  'Vale',
  'Wren',
  'Ember',
  'Fern',
  'Granite',
  'Heron',
  'Juniper',
  'Lark',
  'Moor',
  'Orbit',
  'Pixel',
  'Quill',
  'Rook',
  'Sable',
  'Tor',
  'Vector',
  'Willow',
  'Zephyr',
  'Alder',
  'Birch',
  'Copper',
  'Dales',
  'Eden',
  'Flint',
  'Glen',
  'Hazel',
  'Ivy',
  'Kinder',
  'Loch',
  'Marsh',
  'Nettle',
  'Oriel',
]

/** Brand suffixes per industry (same order as INDUSTRIES). */
export const BRAND_SUFFIXES: readonly (readonly string[])[] = [
  ['pay', 'ledger', 'vault', 'lend', 'wealth', 'cover'],
  ['care', 'health', 'scan', 'medic', 'pulse', 'clinic'],
  ['power', 'grid', 'heat', 'solar', 'wind', 'volt'],
  ['nest', 'key', 'build', 'lettings', 'space', 'site'],
  ['& Co', 'kitchen', 'botanics', 'goods', 'wear', 'pantry'],
  ['ly', 'desk', 'stack', 'flow', 'base', 'works'],
  ['bio', 'gen', 'thera', 'cell', 'labs', 'omics'],
  ['learn', 'tutor', 'class', 'skills', 'campus', 'academy'],
  ['farm', 'harvest', 'crop', 'grow', 'field', 'acre'],
  ['brew', 'distillery', 'bakery', 'roasters', 'cider', 'dairy'],
  ['studio', 'games', 'media', 'sound', 'live', 'stories'],
  ['robotics', 'materials', 'forge', 'tooling', 'fab', 'motion'],
  ['AI', 'quantum', 'logic', 'mind', 'silicon', 'vision'],
  ['move', 'charge', 'fleet', 'ride', 'freight', 'route'],
  ['hotels', 'stays', 'venues', 'fitness', 'escapes', 'retreats'],
]

export const ROUND_NAMES = [
  'Seed round',
  'Series A',
  'Series B',
  'Growth round',
  'EIS round',
  'SEIS round',
  'Bridge round',
  'Crowdfund',
  'Follow-on round',
  'Expansion round',
]

export const UK_CITIES = [
  'London',
  'Manchester',
  'Birmingham',
  'Leeds',
  'Bristol',
  'Edinburgh',
  'Glasgow',
  'Cardiff',
  'Belfast',
  'Newcastle upon Tyne',
  'Sheffield',
  'Nottingham',
  'Cambridge',
  'Oxford',
  'Brighton',
  'Liverpool',
  'Reading',
  'Exeter',
  'Aberdeen',
  'York',
]

export const TEAM_ROLES = [
  'Founder & CEO',
  'Co-founder & CTO',
  'Chief Financial Officer',
  'Chief Operating Officer',
  'Chair',
  'Non-executive director',
  'Head of Sales',
  'Head of Product',
]

export const SYNDICATES = [
  'Cambridge Angels',
  'London Business Angels',
  'Northern Powerhouse Syndicate',
  'Scottish Angel Capital',
  'Midlands Angel Partners',
  'Wren Family Office',
  'Thames Valley Angels',
  'Bristol Private Equity Club',
]

export const PENSION_PROVIDERS = [
  'Curtis Banks SIPP',
  'Hargreaves Lansdown SIPP',
  'AJ Bell Investcentre',
  'Gaudi Regulated Services',
  'Mattioli Woods SSAS',
  'Westerby Trustee Services',
]

export const REWARDS = [
  [
    'Invitation to the annual investor evening',
    'Meet the founders and fellow investors in London.',
    5000,
  ],
  [
    '25% lifetime discount',
    'A lifetime discount on all products for as long as you hold your shares.',
    1000,
  ],
  [
    'Founders\u2019 circle',
    'Quarterly calls with the leadership team and early sight of new products.',
    25000,
  ],
  [
    'Your name on the founders\u2019 wall',
    'Recognition at our headquarters and in our annual report.',
    10000,
  ],
  ['Welcome hamper', 'A hamper of our products delivered to your door.', 500],
] as const

export const KEY_POINTS = [
  [
    'Strong revenue growth',
    'Revenue grew {growth}% in the last twelve months, with gross margins above {margin}%.',
  ],
  ['Experienced team', 'The founders have built and sold businesses in the sector before.'],
  ['Tax efficient', 'The company has received {relief} advance assurance from HMRC.'],
  [
    'Clear route to exit',
    'Trade buyers are active in the sector; the plan targets an exit in 4\u20136 years.',
  ],
  ['Blue-chip customers', 'Contracts with FTSE 250 customers and public-sector bodies.'],
  ['Protected technology', 'Two granted UK patents and a further application pending.'],
  [
    'Backed by Innovate UK',
    'Grant funding of \u00a3{grant}k awarded to accelerate product development.',
  ],
  [
    'Capital efficient',
    'Reached profitability on a monthly basis with under \u00a3{spent}m raised to date.',
  ],
] as const
