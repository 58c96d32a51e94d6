import { expect, type Locator, type Page } from '@playwright/test'
import { pageApi } from './page-api'

/** One question of the answer key GET /__mock/answers serves (mock mode only). */
export interface KeyedAnswer {
  question_id: number
  question: string
  bank: number
  correct_option_id: number | null
  correct_option: string | null
}

export type Questionnaire = 'compliance' | 'fca-compliance'

/** The seeded answer key of a questionnaire, read from the mock host. */
export async function answerKey(page: Page, questionnaire: Questionnaire): Promise<KeyedAnswer[]> {
  const res = await pageApi(page).get<{ questions: KeyedAnswer[] }>(
    `/__mock/answers?questionnaire=${questionnaire}`,
  )
  expect(res.status).toBe(200)
  return res.body.questions
}

/**
 * Answers every question shown in `scope` (one radio group per question, its legend the
 * question), rightly or on purpose wrongly. Questions of the other bank are not on the page.
 */
export async function answerQuestions(
  scope: Locator,
  key: KeyedAnswer[],
  { correctly }: { correctly: boolean },
) {
  let answered = 0
  for (const q of key) {
    const group = scope.getByRole('group', { name: q.question, exact: true })
    if ((await group.count()) === 0) continue
    if (correctly) {
      await group.getByRole('radio', { name: q.correct_option ?? '', exact: true }).check()
    } else {
      // Any option but the right one: the key names the right one by id (the radio's value).
      await group
        .getByRole('radio')
        .and(scope.locator(`input:not([value="${q.correct_option_id}"])`))
        .first()
        .check()
    }
    answered++
  }
  expect(answered, 'no question of the answer key was on the page').toBeGreaterThan(0)
}

/** The demo investor's own row (GET /api/user). */
export async function currentUser(page: Page) {
  const res = await pageApi(page).get<Record<string, unknown>>('/api/user')
  expect(res.status).toBe(200)
  const body = res.body as { data?: Record<string, unknown> } & Record<string, unknown>
  return (body.data ?? body) as Record<string, unknown> & { id: number; email: string }
}

/**
 * Brings newinvestor@example.com to where investing is open, through the host as the portal
 * would: terms accepted, the categorisation questionnaire passed and a category recorded, and
 * the appropriateness test passed through the mock's control endpoint.
 */
export async function makeEligible(page: Page) {
  const user = await acceptTermsAndCategorise(page)
  const passed = await pageApi(page).post('/__mock/compliance', {
    email: user.email,
    result: 'passed',
  })
  expect(passed.status).toBe(200)
}

/**
 * newinvestor@example.com with the terms accepted and a category recorded, as the portal does
 * it: what is left between them and investing is the appropriateness test.
 */
export async function acceptTermsAndCategorise(page: Page) {
  const api = pageApi(page)
  const user = await currentUser(page)
  expect((await api.patch(`/api/users/${user.id}`, { accepted_terms_version: 1 })).status).toBe(200)
  const quiz = (await answerKey(page, 'fca-compliance')).filter((q) => q.bank === 1)
  const scored = await api.post<{ data: { passed: boolean } }>('/api/fca-compliance/answers', {
    bank: 1,
    answers: quiz.map((q) => ({ question_id: q.question_id, option_id: q.correct_option_id })),
  })
  expect(scored.status, JSON.stringify(scored.body)).toBeLessThan(300)
  const categories = await api.get<{ data: { id: number; key: string }[] }>(
    '/api/categories?per_page=50',
  )
  const category = categories.body.data.find((c) => c.key === 'self_certified_sophisticated')
  expect(category).toBeDefined()
  expect(
    (await api.patch(`/api/users/${user.id}`, { investor_category_id: category!.id })).status,
  ).toBe(200)
  return user
}
