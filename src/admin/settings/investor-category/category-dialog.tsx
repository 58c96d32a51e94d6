import { useState } from 'react'
import { DialogForm, TextAreaField, useFormSubmit } from '@/ui'
import { saveCategory, statementLines, type Category, type CategoryDraft } from './category-api'

export interface CategoryDialogProps {
  category: Category
  onClose: () => void
  onSaved: () => void
}

/**
 * A category's wording as investors read it when they categorise themselves: the description
 * and the statements they confirm. What is typed stays while the host refuses.
 */
export function CategoryDialog({ category, onClose, onSaved }: CategoryDialogProps) {
  const [draft, setDraft] = useState<CategoryDraft>({
    description: category.description ?? '',
    statements: category.statements.join('\n'),
  })
  const [problem, setProblem] = useState<string | null>(null)
  const submission = useFormSubmit<CategoryDraft, unknown>((d) => saveCategory(category.id, d), {
    onSuccess: onSaved,
  })
  const statementsError =
    problem ??
    submission.fieldErrors.statements ??
    Object.entries(submission.fieldErrors).find(([k]) => k.startsWith('statements.'))?.[1]

  return (
    <DialogForm
      title={`Edit ${category.name}`}
      description="Investors read this when they choose their category."
      submitLabel="Save category"
      submission={submission}
      onClose={onClose}
      onSubmit={() => {
        if (statementLines(draft.statements).length === 0) {
          setProblem('Give the category at least one statement.')
          return
        }
        setProblem(null)
        void submission.submit(draft)
      }}
    >
      <TextAreaField
        label="Description"
        hint="Optional. Shown above the statements."
        rows={3}
        value={draft.description}
        error={submission.fieldErrors.description}
        onChange={(e) => setDraft((d) => ({ ...d, description: e.target.value }))}
      />
      <TextAreaField
        label="Statements"
        hint="One statement a line. Investors confirm each one."
        required
        rows={8}
        value={draft.statements}
        error={statementsError}
        onChange={(e) => setDraft((d) => ({ ...d, statements: e.target.value }))}
      />
    </DialogForm>
  )
}
