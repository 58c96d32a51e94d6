import { queryOptions } from '@tanstack/react-query'
import { fetchPage, resourceKeys } from '@/lib/resources'

/** The relations the opportunity page shows (investor scope: public documents only). */
export const OPPORTUNITY_PAGE_INCLUDES = [
  'industry',
  'type',
  'subType',
  'galleries',
  'keyPoints',
  'teamImages',
  'keyDates',
  'sharePrices',
  'publicDocuments',
  'taxOptions',
  'preEmptionOptions',
  'intentTerms',
] as const

/** The list query that finds an opportunity by its slug, with what its page shows. */
export const opportunityBySlug = (slug: string) => ({
  filter: { slug },
  include: [...OPPORTUNITY_PAGE_INCLUDES],
  append: ['percentage_raised', 'days_left'],
})

/**
 * An opportunity by its slug (the investor routes address opportunities by slug; the API by
 * id, so this is the list filtered to the one slug). Null when the investor may not see it.
 */
export const opportunityBySlugQuery = (slug: string) =>
  queryOptions({
    queryKey: [...resourceKeys('investment-opportunities').records(), 'slug', slug] as const,
    queryFn: async ({ signal, meta }) => {
      const page = await fetchPage(
        'investment-opportunities',
        opportunityBySlug(slug),
        signal,
        // Asked beside the session on a first visit (src/app/route-data.ts; index.html reads
        // it earlier still, with the same URL: a test keeps them equal).
        meta,
      )
      return page.data[0] ?? null
    },
  })
