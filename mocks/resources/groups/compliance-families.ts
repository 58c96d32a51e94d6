import { defineResource, type Ctx } from '../../engine/types'
import { isInvestor } from './funds-holdings'
import { complianceTestEnabled } from '../../host/features'

const testOn = (q: Questionnaire, ctx: Ctx) =>
  q !== 'compliance' || complianceTestEnabled(ctx.req.host.db)

/**
 * The appropriateness test (`compliance-*`) and the FCA categorisation questionnaire
 * (`fca-compliance-*`) share one shape, so both sets of families come from here.
 */
export type Questionnaire = 'compliance' | 'fca-compliance'

const models: Record<Questionnaire, string> = {
  compliance: 'Compliance',
  'fca-compliance': 'FcaCompliance',
}

/** Which option is correct is the answer key: investors never see it. */
const hideCorrectness = (ctx: Ctx) => (isInvestor(ctx) ? ['is_correct'] : [])

export function questionFamily(q: Questionnaire) {
  return defineResource({
    family: `${q}-questions`,
    model: `${models[q]}Question`,
    fields: [
      'id',
      'question',
      'help_text',
      'bank',
      'order',
      'is_active',
      'created_at',
      'updated_at',
    ],
    filters: {
      exact: ['id', 'bank', 'is_active'],
      partial: ['question'],
    },
    sorts: ['id', 'bank', 'order', 'created_at'],
    defaultSort: 'order',
    includes: {
      options: { kind: 'hasMany', related: `${q}-options`, foreignKey: 'question_id' },
    },
    rules: {
      question: 'required|string|max:1000',
      help_text: 'nullable|string|max:2000',
      bank: 'required|integer|in:1,2',
      order: 'nullable|integer|min:0',
      is_active: 'nullable|boolean',
    },
    // The update rules replace the create rules, so every editable column is listed.
    updateRules: {
      question: 'sometimes|required|string|max:1000',
      help_text: 'nullable|string|max:2000',
      bank: 'sometimes|required|integer|in:1,2',
      order: 'nullable|integer|min:0',
      is_active: 'nullable|boolean',
    },
    defaults: (_input, ctx) => ({
      help_text: null,
      order: ctx.req.host.db.table(`${q}-questions`).count() + 1,
      is_active: 1,
    }),
    // While the appropriateness test is off an investor is served none of its questions (the
    // same empty page as ever); staff keep the bank to edit. The categorisation stays.
    investor: {
      read: (row, ctx) => !!row.is_active && testOn(q, ctx),
    },
  })
}

export function optionFamily(q: Questionnaire) {
  return defineResource({
    family: `${q}-options`,
    model: `${models[q]}Option`,
    fields: ['id', 'question_id', 'text', 'is_correct', 'order', 'created_at', 'updated_at'],
    hidden: hideCorrectness,
    filters: {
      exact: ['id', 'question_id'],
      partial: ['text'],
    },
    sorts: ['id', 'order', 'created_at'],
    defaultSort: 'order',
    includes: {
      question: { kind: 'belongsTo', related: `${q}-questions`, foreignKey: 'question_id' },
    },
    rules: {
      question_id: `required|integer|exists:${q}-questions,id`,
      text: 'required|string|max:1000',
      is_correct: 'nullable|boolean',
      order: 'nullable|integer|min:0',
    },
    updateRules: {
      question_id: `sometimes|required|integer|exists:${q}-questions,id`,
      text: 'sometimes|required|string|max:1000',
      is_correct: 'nullable|boolean',
      order: 'nullable|integer|min:0',
    },
    defaults: () => ({ is_correct: 0, order: 0 }),
    investor: {
      read: (row, ctx) =>
        !!ctx.req.host.db.table(`${q}-questions`).find(Number(row.question_id))?.is_active &&
        testOn(q, ctx),
    },
  })
}

/** Answers are recorded by POST /api/{compliance|fca-compliance}/answers, never stored directly. */
export function answerFamily(q: Questionnaire) {
  return defineResource({
    family: `${q}-answers`,
    model: `${models[q]}Answer`,
    fields: [
      'id',
      'user_id',
      'question_id',
      'option_id',
      'bank',
      'attempt',
      'is_correct',
      'answered_at',
      'created_at',
      'updated_at',
    ],
    hidden: hideCorrectness,
    filters: {
      exact: ['id', 'user_id', 'question_id', 'option_id', 'bank', 'attempt', 'is_correct'],
    },
    sorts: ['id', 'attempt', 'answered_at', 'created_at'],
    defaultSort: '-answered_at',
    includes: {
      user: { kind: 'belongsTo', related: 'users', foreignKey: 'user_id' },
      question: { kind: 'belongsTo', related: `${q}-questions`, foreignKey: 'question_id' },
      option: { kind: 'belongsTo', related: `${q}-options`, foreignKey: 'option_id' },
    },
    rules: {},
    only: ['index', 'show', 'destroy', 'export'],
    investor: {
      read: (row, ctx) => row.user_id === ctx.user?.id,
    },
  })
}
