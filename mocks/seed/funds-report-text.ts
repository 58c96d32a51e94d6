/** Wording for seeded reports: realistic investor updates, KPI commentary and WIP notes. */

export interface ReportText {
  title: string
  summary: string
  body: string
}

type Template = (name: string, period: string) => ReportText

/** What an update template needs to know of the opportunity it is about. */
export interface UpdateSubject {
  name: string
  stage: number
  taxRelief: string
  cashCalls: boolean
}

/** An update about an opportunity, and where the opportunity must be for it to be true. */
export interface UpdateTemplate {
  fits: (o: UpdateSubject) => boolean
  text: (o: UpdateSubject, period: string) => ReportText
}

const any = () => true
/** Held: the round completed and investors own shares (stages 5-6). */
const held = (o: UpdateSubject) => o.stage >= 5

export const UPDATE_TEMPLATES: UpdateTemplate[] = [
  {
    fits: any,
    text: ({ name }, period) => ({
      title: `${name}: ${period} trading update`,
      summary: `Revenue ahead of plan for ${period}, with gross margin improving for the third quarter running.`,
      body: `<h2>Highlights</h2><ul><li>Revenue <strong>12% ahead</strong> of the board-approved budget.</li><li>Gross margin up 3 percentage points on the prior quarter.</li><li>Two senior hires in sales and engineering.</li></ul><p>Trading in ${period} was strong across all channels. The team expects to reach cash-flow break-even within the next 18 months without further external funding.</p>`,
    }),
  },
  // A later round of a company investors already hold, not the round still raising.
  {
    fits: held,
    text: ({ name }) => ({
      title: `${name} completes follow-on funding round`,
      summary:
        'A follow-on round led by an institutional investor at a higher valuation than our entry price.',
      body: `<h2>Funding round completed</h2><p>${name} has closed a follow-on round led by a London-based venture fund. The round was priced at a premium to the previous round, and the share price used in your portfolio valuation has been updated.</p><p>Proceeds will fund product development and expansion into continental Europe.</p>`,
    }),
  },
  {
    fits: any,
    text: ({ name }) => ({
      title: `${name}: board and governance changes`,
      summary:
        'A new independent chair joins the board, bringing experience of scaling UK technology businesses.',
      body: `<h2>Board changes</h2><p>We are pleased to announce the appointment of a new independent chair at ${name}. She previously chaired two AIM-listed companies and sits on the board of a FTSE 250 business.</p><p>Our investor director continues to attend board meetings monthly.</p>`,
    }),
  },
  {
    fits: any,
    text: ({ name }, period) => ({
      title: `${name}: ${period} update from the founders`,
      summary:
        'The founders share progress on product, customers and hiring, and the outlook for the next two quarters.',
      body: `<h2>Letter from the founders</h2><p>Thank you for your continued support. In ${period} we launched our new platform release, signed eight new enterprise customers and grew the team to 42 people.</p><blockquote>Our pipeline has never been stronger, and we remain focused on disciplined growth.</blockquote><p>We will host an investor webinar next month; details will follow by email.</p>`,
    }),
  },
  // A second tranche: only after completion, and only where the opportunity takes cash calls.
  {
    fits: (o) => o.cashCalls && o.stage >= 4,
    text: ({ name }) => ({
      title: `${name}: cash call notice`,
      summary:
        'Details of the second tranche of the committed investment and the payment deadline.',
      body: `<h2>Second tranche</h2><p>The milestones agreed at completion have been met, and the second tranche of your investment in ${name} is now due. Please transfer your allocation by the date shown in your portfolio, quoting your investor reference.</p>`,
    }),
  },
  // Certificates of the opportunity's own scheme, once its shares are issued.
  {
    fits: (o) => held(o) && (o.taxRelief === 'EIS' || o.taxRelief === 'SEIS'),
    text: ({ name, taxRelief }) => ({
      title: `${name}: ${taxRelief} certificates issued`,
      summary: `${taxRelief}3 certificates are now available in the documents area of your portfolio.`,
      body: `<h2>Tax relief certificates</h2><p>HMRC has authorised ${name} to issue ${taxRelief}3 certificates for the shares issued to you. You can download yours from the documents tab of this holding.</p><p>Please consult your tax adviser about how to claim relief through your self-assessment return.</p>`,
    }),
  },
]

export const FUND_UPDATE_TEMPLATES: Template[] = [
  (name, period) => ({
    title: `${name}: ${period} quarterly report`,
    summary: `NAV per unit, portfolio activity and the manager's outlook for ${period}.`,
    body: `<h2>Quarterly report</h2><p>The fund's net asset value per unit rose over ${period}, driven by upward revaluations of three portfolio companies following external funding rounds.</p><h3>Portfolio activity</h3><ul><li>Two new investments completed.</li><li>One follow-on investment in an existing holding.</li><li>No write-downs in the quarter.</li></ul>`,
  }),
  (name) => ({
    title: `${name}: distribution to investors`,
    summary: 'A distribution has been paid following a partial realisation of the portfolio.',
    body: `<h2>Distribution paid</h2><p>Following the sale of a portfolio company to a trade buyer, ${name} has made a distribution to investors. Amounts are shown in the transactions tab of your fund holding.</p>`,
  }),
]

export const KPI_COMMENTARY = [
  'Figures are unaudited management accounts supplied by the company.',
  'Revenue growth was driven by new enterprise contracts signed in the period.',
  'Headcount rose ahead of the planned product launch; burn is in line with budget.',
  'Margins were held back by one-off supplier costs that will not recur.',
]

export const WIP_ITEMS = [
  'Term sheet agreed; legal due diligence under way with completion targeted in six weeks.',
  'Financial due diligence report received; two points to resolve with management.',
  'Investment committee approval obtained subject to satisfactory references.',
  'Awaiting HMRC advance assurance for EIS before opening to investors.',
  'Commercial due diligence calls with five customers scheduled for next week.',
  'Shareholders agreement in final draft; disclosure letter outstanding.',
]

/**
 * Deliberately hostile rich text: these bodies let the client's HTML sanitiser prove itself.
 * A correct client renders the paragraphs and never runs the handlers or the script.
 */
export const HOSTILE_BODIES: ReportText[] = [
  {
    title: 'Portfolio highlights: images from our site visits',
    summary: 'Photos and notes from our visits to portfolio companies this quarter.',
    body: '<h2>Site visits</h2><p>Our team visited four portfolio companies this quarter.</p><p><img src=x onerror=alert(1)></p><p>Each business showed strong operational progress.</p>',
  },
  {
    title: 'Investor evening: save the date',
    summary: 'Join us in London for our annual investor evening with portfolio founders.',
    body: '<h2>Investor evening</h2><p>Our annual investor evening takes place in London in March.</p><script>alert(document.cookie)</script><p>Founders from six portfolio companies will present.</p>',
  },
]
