import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { sessionKeys, type CurrentUser } from '@/lib/session'
import { recordCategory, type Category } from '../api/categorisation-requests'
import { saveAuditCopy } from '../api/compliance-requests'
import { declarationRecord, type Declaration } from '../model/declaration'
import { useSubmitAnswers, type Attempt } from './use-submit-answers'

export interface Confirmation {
  category: Category
  declaration: Declaration
  /** The categorisation questionnaire's answers, when it is still to be passed. */
  quiz: Attempt | null
}

export type ConfirmationResult = { confirmed: true } | { confirmed: false }

/**
 * Categorisation: the questionnaire first (answers POST and re-read, SPEC §7), and only when
 * it is passed the category on the investor's own record, then the statement they made kept
 * as the audit copy. A failed questionnaire records nothing else.
 */
export function useConfirmCategory(userId: number) {
  const client = useQueryClient()
  const sendQuiz = useSubmitAnswers('fca-compliance')
  return useCallback(
    async ({ category, declaration, quiz }: Confirmation): Promise<ConfirmationResult> => {
      if (quiz && !(await sendQuiz(quiz)).passed) return { confirmed: false }
      const updated = await recordCategory(userId, category.id)
      client.setQueryData<CurrentUser | null>(sessionKeys.user(), (old) =>
        old ? { ...old, ...updated } : old,
      )
      void client.invalidateQueries({ queryKey: sessionKeys.user() })
      const record = declarationRecord(category, declaration)
      await saveAuditCopy({
        questionnaire: 'fca-compliance',
        bank: quiz?.bank ?? null,
        category: category.key,
        category_id: category.id,
        ...record,
        answers: quiz
          ? quiz.answers
          : record.statements.map((statement) => ({ statement, confirmed: true })),
      }).catch(() => undefined)
      return { confirmed: true }
    },
    [client, sendQuiz, userId],
  )
}
