import type { RecordSubject } from '@/lib/resources'
import { PageForm } from '@/admin/kit/records'
import { DateField, SelectField, TextAreaField, TextField } from '@/ui'
import { createTask, updateTask } from '../api/activity-requests'
import { useAssigneeOptions } from '../hooks/use-assignee-options'
import { useEntryForm } from '../hooks/use-entry-form'
import { useMe } from '../hooks/use-me'
import { PRIORITY_LABELS, optionsOf } from '../model/labels'
import type { Task } from '../model/records'
import { StyledFieldRow } from './activity-styles'

export interface TaskFormProps {
  subject: RecordSubject
  /** The task being edited; absent for a new one. */
  task?: Task
  onDone: () => void
}

/** Sets or edits a follow-up task: what, by when, for whom and how urgent. */
export function TaskForm({ subject, task, onDone }: TaskFormProps) {
  const me = useMe()
  const assignees = useAssigneeOptions(task)
  const form = useEntryForm(
    'task',
    () => ({
      title: task?.title ?? '',
      description: task?.description ?? '',
      due_date: task?.due_date ?? '',
      assigned_to: String(task?.assigned_to ?? me.id ?? ''),
      priority: task?.priority ?? 'medium',
    }),
    (v) => {
      const input = {
        title: v.title,
        description: v.description.trim() || null,
        due_date: v.due_date || null,
        assigned_to: v.assigned_to === '' ? null : Number(v.assigned_to),
        priority: v.priority,
      }
      return task ? updateTask(task.id, input) : createTask(subject, input)
    },
    onDone,
    task ? 'The task has been updated.' : 'The task has been added.',
  )
  const { bind } = form
  return (
    <PageForm
      onSubmit={form.submit}
      submission={form.submission}
      aria-label={task ? 'Edit task' : 'Add a task'}
      submitLabel={task ? 'Save task' : 'Add task'}
      onCancel={onDone}
    >
      <TextField label="Title" required {...bind('title')} />
      <StyledFieldRow>
        <DateField label="Due date" {...bind('due_date')} />
        <SelectField label="Priority" options={optionsOf(PRIORITY_LABELS)} {...bind('priority')} />
      </StyledFieldRow>
      <SelectField
        label="Assigned to"
        options={assignees.options}
        disabled={assignees.isPending}
        hint={assignees.isPending ? 'Loading staff…' : undefined}
        {...bind('assigned_to')}
      />
      <TextAreaField label="Details (optional)" rows={3} {...bind('description')} />
    </PageForm>
  )
}
