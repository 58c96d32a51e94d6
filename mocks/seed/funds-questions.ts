/**
 * The question banks. Appropriateness test (COBS 10 style): risk, illiquidity, dilution,
 * diversification and tax relief. FCA categorisation questionnaire (COBS 4.7): which investor
 * category applies. Each question has exactly one correct option (marked with `*`).
 */
export interface QuestionSpec {
  question: string
  help: string | null
  options: string[]
}

export const APPROPRIATENESS: Record<1 | 2, QuestionSpec[]> = {
  1: [
    {
      question:
        'If you invest in an early-stage company, how likely is it that you could lose all of the money you invest?',
      help: 'Think about what happens if the business fails.',
      options: [
        'It is very unlikely, because my capital is protected',
        '*It is possible: many early-stage businesses fail, and I could lose everything I invest',
        'Only if the wider stock market falls sharply',
      ],
    },
    {
      question: 'How easily can you sell shares in an unlisted company?',
      help: null,
      options: [
        'I can sell them on a stock exchange at any time',
        'The platform guarantees to buy them back within 30 days',
        '*There is usually no market for them: I may not be able to sell until the company is sold or lists, which may never happen',
      ],
    },
    {
      question:
        'What happens to your percentage shareholding if the company issues new shares and you do not invest further?',
      help: null,
      options: [
        'It stays the same',
        '*It is likely to fall (dilution), which may reduce the value of my shares',
        'It increases automatically',
        'The company must buy my shares back',
      ],
    },
    {
      question:
        'What proportion of your net investible assets should you put into high-risk investments like these?',
      help: 'Net investible assets exclude your home, pension and insurance policies.',
      options: [
        'All of it, to maximise my returns',
        '*No more than 10%, as part of a diversified portfolio',
        'At least half',
      ],
    },
    {
      question: 'Which statement about EIS and SEIS tax relief is correct?',
      help: null,
      options: [
        'Tax relief is guaranteed whatever happens to the company',
        '*Tax relief depends on my circumstances and on the company keeping its qualifying status, and may be withdrawn',
        'Tax relief means I cannot lose money',
        'Tax relief is paid to me by the company',
      ],
    },
  ],
  2: [
    {
      question:
        'Are you protected by the Financial Services Compensation Scheme (FSCS) if the company you invest in fails?',
      help: null,
      options: [
        'Yes, up to £85,000',
        '*No: the FSCS does not cover losses from an investment performing badly',
        'Yes, in full',
      ],
    },
    {
      question: 'How likely are you to receive dividends from an early-stage company?',
      help: null,
      options: [
        '*Unlikely: most early-stage companies reinvest any profits, so I should not expect regular income',
        'Very likely: dividends are paid every quarter',
        'Dividends are guaranteed by the platform',
      ],
    },
    {
      question:
        'If a company raises more money at a lower valuation than you paid, what usually happens to your shares?',
      help: null,
      options: [
        'Their value is protected',
        '*They are likely to be worth less',
        'They convert into cash',
        'Nothing changes',
      ],
    },
    {
      question: 'Why is it sensible to spread your money across several investments?',
      help: null,
      options: [
        'It guarantees a profit',
        '*If one business fails, gains in others may offset the loss',
        'It makes the shares easier to sell',
      ],
    },
    {
      question:
        'How long might you have to wait before getting any money back from an investment like this?',
      help: null,
      options: [
        'About a month',
        'One year at most',
        '*Often five to ten years, and possibly never',
      ],
    },
  ],
}

export const CATEGORISATION: Record<1 | 2, QuestionSpec[]> = {
  1: [
    {
      question: 'Which of the following describes a Restricted Investor?',
      help: null,
      options: [
        '*Someone who has invested less than 10% of their net assets in high-risk investments in the last 12 months and will not exceed 10% in the next 12 months',
        'Someone who may only invest in government bonds',
        'Someone who has been refused a bank account',
      ],
    },
    {
      question:
        'To certify as a High Net Worth Investor, what must have applied in the last financial year?',
      help: null,
      options: [
        'Annual income of £30,000 or more',
        '*Annual income of £100,000 or more, or net assets of £250,000 or more (excluding my main home and pension)',
        'Owning at least one property',
      ],
    },
    {
      question: 'Which of these would allow you to self-certify as a Sophisticated Investor?',
      help: null,
      options: [
        '*Having made more than one investment in an unlisted company in the last two years',
        'Holding a current account with a UK bank',
        'Having read a newspaper article about investing',
        'Owning shares through a workplace pension',
      ],
    },
    {
      question:
        'When calculating net assets for the high net worth test, which of these is excluded?',
      help: null,
      options: [
        'Cash savings',
        '*My main home, my pension and any insurance policies',
        'Shares held in an ISA',
      ],
    },
    {
      question: 'What happens if none of the investor categories applies to you?',
      help: null,
      options: [
        '*I cannot receive promotions of these investments',
        'I can invest without any limit',
        'The platform chooses a category for me',
      ],
    },
  ],
  2: [
    {
      question: 'As a Restricted Investor, what do you agree to?',
      help: null,
      options: [
        '*Not to invest more than 10% of my net assets in high-risk investments over the next 12 months',
        'To invest at least £10,000 a year',
        'To sell my investments within a year',
      ],
    },
    {
      question: 'Which of these counts towards the 10% limit for a Restricted Investor?',
      help: null,
      options: [
        'Money in a bank savings account',
        '*Shares in unlisted companies and peer-to-peer loans',
        'Premium Bonds',
      ],
    },
    {
      question: 'How often must you confirm your investor category?',
      help: null,
      options: [
        'Once, when I register',
        '*Before I receive promotions, and again at least every 12 months',
        'Every five years',
      ],
    },
    {
      question: 'Who is responsible for the accuracy of your self-certification?',
      help: null,
      options: ['The company I invest in', '*I am: I must answer truthfully', 'The FCA'],
    },
    {
      question: 'Which statement about a certified Sophisticated Investor is true?',
      help: null,
      options: [
        '*They hold a certificate from an authorised firm confirming they understand the risks',
        'They must work for the FCA',
        'They are protected against all losses',
        'They can only invest in listed shares',
      ],
    },
  ],
}
