/**
 * How the investor invests (the investor-type step's answer). It lives in the invest page's
 * URL (`?as=organisation&organisation=12`) so that a reload or a shared link keeps it.
 */
export type InvestAs =
  | { kind: 'individual' }
  | { kind: 'organisation'; organisationId: number }
  | { kind: 'pension' }
  | { kind: 'method'; methodId: number }

const positiveId = (raw: string | null): number | null => {
  const n = Number(raw)
  return raw !== null && Number.isInteger(n) && n > 0 ? n : null
}

/** The choice in a URL's query, or null when it is missing or malformed. */
export function parseInvestAs(params: URLSearchParams): InvestAs | null {
  switch (params.get('as')) {
    case 'individual':
      return { kind: 'individual' }
    case 'pension':
      return { kind: 'pension' }
    case 'organisation': {
      const id = positiveId(params.get('organisation'))
      return id === null ? null : { kind: 'organisation', organisationId: id }
    }
    case 'method': {
      const id = positiveId(params.get('method'))
      return id === null ? null : { kind: 'method', methodId: id }
    }
    default:
      return null
  }
}

/** The query string (no '?') that carries a choice. */
export function investAsSearch(as: InvestAs): string {
  switch (as.kind) {
    case 'organisation':
      return `as=organisation&organisation=${as.organisationId}`
    case 'method':
      return `as=method&method=${as.methodId}`
    default:
      return `as=${as.kind}`
  }
}

/** One string per choice, for radio values and equality. */
export const investAsKey = (as: InvestAs): string => investAsSearch(as)

export const investorTypePath = (slug: string, as?: InvestAs | null) =>
  `/investor/investments/${encodeURIComponent(slug)}/investor-type${as ? `?${investAsSearch(as)}` : ''}`

export const investPath = (slug: string, as: InvestAs) =>
  `/investor/investments/${encodeURIComponent(slug)}/invest?${investAsSearch(as)}`
