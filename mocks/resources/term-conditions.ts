import { defineResource } from '../engine/types'
import { belongsTo } from '../engine/relation-helpers'

/** Site-wide investor terms & conditions, versioned (SPEC §4 terms acceptance). */
export const termConditions = defineResource({
  family: 'term-conditions',
  model: 'TermCondition',
  // prettier-ignore
  fields: [
    'id', 'version', 'title', 'format', 'body', 'published_at', 'created_by', 'created_at',
    'updated_at',
  ],
  filters: {
    exact: ['id', 'version', 'format'],
    scopes: {
      published: (row, [v], ctx) =>
        isPublished(row.published_at, ctx.req.host.now()) === (v !== '0'),
    },
  },
  sorts: ['id', 'version', 'published_at', 'created_at'],
  defaultSort: '-version',
  includes: {
    creator: belongsTo('users', 'created_by'),
  },
  rules: {
    version: 'required|integer|min:1|unique:term-conditions,version',
    title: 'nullable|string|max:255',
    format: 'required|in:text,url',
    body: 'required|string',
    published_at: 'nullable|date',
  },
  defaults: (_input, ctx) => ({
    title: null,
    published_at: null,
    created_by: ctx.user?.id ?? null,
  }),
  investor: { read: (row, ctx) => isPublished(row.published_at, ctx.req.host.now()) },
})

function isPublished(at: unknown, now: Date): boolean {
  return typeof at === 'string' && Date.parse(at) <= now.getTime()
}
