import { defineResource } from '../engine/types'
import { notify } from '../host/notify'
import { castDates, morphIn, now, ownBy } from './groups/people-shared'
import { belongsTo } from '../engine/relation-helpers'
import { morphParent } from '../engine/parent-guards'

export const TASK_STATUSES = ['open', 'done'] as const
export const TASK_PRIORITIES = ['low', 'medium', 'high'] as const

/** Follow-up tasks on CRM records, assigned to a staff member. */
export const tasks = defineResource({
  family: 'tasks',
  model: 'Task',
  parent: morphParent('taskable'),
  // prettier-ignore
  fields: [
    'id', 'title', 'description', 'due_date', 'status', 'priority', 'assigned_to', 'created_by',
    'completed_at', 'taskable_type', 'taskable_id', 'created_at', 'updated_at',
  ],
  filters: {
    // prettier-ignore
    exact: [
      'id', 'status', 'priority', 'assigned_to', 'created_by', 'taskable_type', 'taskable_id',
    ],
    partial: ['title'],
    scopes: {
      overdue: (row, [flag], ctx) =>
        (row.status === 'open' && String(row.due_date ?? '9999') < now(ctx).slice(0, 10)) ===
        (flag !== 'false' && flag !== '0'),
      due_between: (row, [from, to]) =>
        row.due_date !== null &&
        String(row.due_date) >= (from ?? '') &&
        String(row.due_date) <= (to ?? '9999-12-31'),
    },
  },
  sorts: ['id', 'title', 'due_date', 'status', 'priority', 'completed_at', 'created_at'],
  defaultSort: 'due_date',
  includes: {
    assignee: belongsTo('users', 'assigned_to'),
    creator: belongsTo('users', 'created_by'),
  },
  rules: {
    title: 'required|string|max:255',
    description: 'nullable|string|max:5000',
    due_date: 'nullable|date',
    status: `sometimes|in:${TASK_STATUSES.join(',')}`,
    priority: `sometimes|in:${TASK_PRIORITIES.join(',')}`,
    assigned_to: 'nullable|integer|exists:users,id',
    taskable_type: `required|${morphIn}`,
    taskable_id: 'required|integer|min:1',
  },
  defaults: (_input, ctx) => ({
    status: 'open',
    priority: 'medium',
    created_by: ctx.user?.id ?? null,
    assigned_to: ctx.user?.id ?? null,
  }),
  // The creator and the assignee may update (the assignee ticks it done); only the creator deletes.
  staff: {
    update: (row, ctx) => ownBy('created_by')(row, ctx) || ownBy('assigned_to')(row, ctx),
    delete: ownBy('created_by'),
  },
  afterWrite: async (row, op, ctx) => {
    if (op === 'delete') return
    await castDates(ctx, 'tasks', row, { date: ['due_date'] })
    // completed_at follows the status, as the model's saving hook would keep it.
    const done = row.status === 'done'
    if (done !== (row.completed_at !== null)) {
      await ctx.req.host.db.table('tasks').update(row.id, { completed_at: done ? now(ctx) : null })
    }
    const assignee = row.assigned_to as number | null
    if (op === 'create' && assignee !== null && assignee !== ctx.user?.id) {
      await notify(ctx.req.host, assignee, {
        message: `You have been assigned a task: ${row.title}`,
        cta: null,
        icon: 'task_assigned',
      })
    }
  },
})
