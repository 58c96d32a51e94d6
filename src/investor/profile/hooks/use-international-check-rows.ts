import { useQuery } from '@tanstack/react-query'
import { useFlags } from '@/lib/flags'
import { outsideUk } from '@/lib/investments'
import type { CurrentUser } from '@/lib/session'
import { internationalAmlQuery } from '../api/international-aml'

/**
 * The onboarding rows that are the international check's documents, which its own card lists:
 * "What we need from you" leaves them out. `pending` while the check is still being read.
 */
export function useInternationalCheckRows(user: CurrentUser) {
  const asked = useFlags().internationalAml && outsideUk(user.country)
  const check = useQuery({ ...internationalAmlQuery(user.id), enabled: asked })
  const ids = new Set(
    (check.data?.documents ?? []).flatMap((d) =>
      d.onboarding_document_id === null ? [] : [d.onboarding_document_id],
    ),
  )
  return { ids, pending: asked && check.isPending }
}
