import { useQuery } from '@tanstack/react-query'
import { useFlags } from '@/lib/flags'
import { categoriesQuery, type Category } from '../api/categorisation-requests'
import { questionsQuery } from '../api/compliance-queries'
import type { Question } from '../api/compliance-requests'
import type { AttemptState, Bank } from '../model/attempts'
import { useFcaAttempts, type Loadable } from './use-attempts'

export type CategorisationData = Loadable<
  | { kind: 'blocked'; quiz: Extract<AttemptState, { kind: 'cooldown' | 'exhausted' }> }
  | {
      kind: 'ready'
      categories: Category[]
      /** The questionnaire still to pass; null once passed (or when it has no questions). */
      quiz: { bank: Bank; questions: Question[] } | null
    }
>

/** The categories, and the categorisation questionnaire's state and questions, in parallel. */
export function useCategorisationData(): CategorisationData {
  const flags = useFlags()
  const categories = useQuery(categoriesQuery)
  const quiz = useFcaAttempts(true, flags.riskWarning)
  const bank = quiz.kind === 'ready' ? quiz.bank : null
  const questions = useQuery({
    ...questionsQuery('fca-compliance', bank ?? 1),
    enabled: bank !== null,
  })
  if (categories.isError || questions.isError || quiz.kind === 'error')
    return {
      kind: 'error',
      retry: () => {
        if (categories.isError) void categories.refetch()
        if (questions.isError) void questions.refetch()
        if (quiz.kind === 'error') quiz.retry()
      },
      retrying: categories.isFetching || questions.isFetching,
    }
  if (categories.isPending || quiz.kind === 'loading' || (bank !== null && questions.isPending))
    return { kind: 'loading' }
  if (quiz.kind === 'cooldown' || quiz.kind === 'exhausted') return { kind: 'blocked', quiz }
  const list = bank !== null ? (questions.data ?? []) : []
  return {
    kind: 'ready',
    categories: categories.data,
    quiz: bank !== null && list.length > 0 ? { bank, questions: list } : null,
  }
}
