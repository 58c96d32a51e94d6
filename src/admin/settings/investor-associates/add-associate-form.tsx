import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button, Card, Form, FormActions, SelectField, TextField, useFormSubmit } from '@/ui'
import { addDefaultAssociate, staffQuery, type AssociateDraft } from './default-associates-api'

const EMPTY: AssociateDraft = { user_id: '', role_label: '' }

/** Adds a staff member, with their role, to the default associates. */
export function AddAssociateForm({
  chosen,
  onAdded,
}: {
  /** Staff already chosen, left out of the choices. */
  chosen: readonly number[]
  onAdded: (name: string) => void
}) {
  const staff = useQuery(staffQuery)
  const [draft, setDraft] = useState(EMPTY)
  const submission = useFormSubmit(addDefaultAssociate, {
    onSuccess: (_r, values) => {
      setDraft(EMPTY)
      onAdded(staff.data?.find((s) => s.value === values.user_id)?.label ?? 'The staff member')
    },
  })
  const set = (name: keyof AssociateDraft) => (event: { target: { value: string } }) => {
    setDraft((d) => ({ ...d, [name]: event.target.value }))
    submission.clearFieldError(name)
  }
  const options = (staff.data ?? []).filter((s) => !chosen.includes(Number(s.value)))

  return (
    <Card title="Add a default associate">
      <Form
        aria-label="Add a default associate"
        submission={submission}
        onSubmit={() => void submission.submit(draft)}
      >
        <SelectField
          label="Staff member"
          placeholder={staff.isPending ? 'Loading staff…' : 'Choose a staff member'}
          options={options}
          value={draft.user_id}
          onChange={set('user_id')}
          error={submission.errorFor('user_id')}
          hint={staff.isError ? 'The staff list could not be loaded. Reload the page.' : undefined}
        />
        <TextField
          label="Role"
          hint="What they do for the investor, for example Relationship owner or Compliance contact."
          maxLength={100}
          value={draft.role_label}
          onChange={set('role_label')}
          error={submission.errorFor('role_label')}
        />
        <FormActions>
          <Button type="submit" disabled={submission.isSubmitting}>
            {submission.isSubmitting ? 'Adding…' : 'Add associate'}
          </Button>
        </FormActions>
      </Form>
    </Card>
  )
}
