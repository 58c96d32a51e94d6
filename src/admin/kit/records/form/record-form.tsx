import { useMemo, useState } from 'react'
import styled from 'styled-components'
import { relativeTime } from '@/lib/format'
import { Button, Card, Form, FormActions, LinkButton, useFormSubmit } from '@/ui'
import type { FieldValue, FormSection, FormValues } from '../model/form-config'
import { initialValues, isDirty } from './form-values'
import { RecordField } from './record-field'
import { useFormDraft } from './use-form-draft'
import { useDeclaredValues } from './use-declared-values'
import { useLeaveWarning } from './use-leave-warning'

export interface RecordFormProps<T> {
  sections: readonly FormSection[]
  /** The record being edited, or null to create. */
  record: Record<string, unknown> | null
  defaults?: FormValues
  fromRecord?: FormValues
  /** Labels of related records already chosen (edit), by field name. */
  relationLabels?: Record<string, string | null>
  /** Sends the values; a 422 comes back onto the fields with everything typed kept. */
  onSubmit: (values: FormValues) => Promise<T>
  /** Runs after a successful save, once leaving is allowed (navigate from here). */
  onSaved: (result: T) => void
  submitLabel: string
  cancel: { to: string; onNavigate: (to: string) => void }
  /**
   * Further submit buttons beside the main one: each sends the values with its `patch` over
   * them (a draft's "Publish" sends status live), through the same checks and 422 handling.
   */
  extraSubmits?: readonly {
    label: string
    patch: FormValues
    /**
     * Asked with the values about to be sent, once they pass the checks, before anything is
     * sent (an action that cannot be undone, e.g. publishing to every investor): false stops.
     */
    confirm?: (values: FormValues) => Promise<boolean>
  }[]
  /**
   * Names the form's draft (family and record): unsaved changes are kept in this tab as they
   * settle and offered back when the form is opened again. None: no draft is kept.
   */
  draftKey?: string
}

/**
 * The one form body behind every admin create and edit page: declared sections of declared
 * fields, client-side required and format checks first, then the host's answer (SPEC §5),
 * a warning before leaving with unsaved changes, and the host never asked twice at once.
 */
export function RecordForm<T>({
  sections,
  record,
  defaults,
  fromRecord,
  relationLabels: startLabels = {},
  onSubmit,
  onSaved,
  submitLabel,
  cancel,
  extraSubmits = [],
  draftKey,
}: RecordFormProps<T>) {
  const initial = useMemo(
    () => initialValues(sections, record, defaults, fromRecord),
    [sections, record, defaults, fromRecord],
  )
  // Values a control tidied by itself as it opened: where the form starts, not changes.
  const [tidied, setTidied] = useState<FormValues>({})
  const start = useMemo(() => ({ ...initial, ...tidied }), [initial, tidied])
  const submission = useFormSubmit(onSubmit, {
    onSuccess: (result) => {
      draft.clear()
      allowLeave()
      onSaved(result)
    },
  })
  const form = useDeclaredValues(sections, initial, submission, startLabels)
  const { values, setValues, labels, setLabels, errors, change, shown } = form
  const dirty = isDirty(start, values)
  const { dialog, allowLeave } = useLeaveWarning(dirty)
  const draft = useFormDraft(draftKey, values, labels, dirty)

  const tidy = (name: string) => (value: FieldValue) => {
    setValues((v) => ({ ...v, [name]: value }))
    setTidied((t) => ({ ...t, [name]: value }))
  }

  const submit = async (patch?: FormValues, confirm?: (values: FormValues) => Promise<boolean>) => {
    if (!form.check()) return
    const sent = patch ? { ...values, ...patch } : values
    if (confirm && !(await confirm(sent))) return
    void submission.submit(sent)
  }

  const restore = () => {
    if (!draft.offered) return
    setValues({ ...initial, ...draft.offered.values })
    setLabels((l) => ({ ...l, ...draft.offered?.labels }))
    draft.settle()
  }

  return (
    <>
      {draft.offered ? (
        <StyledDraft role="region" aria-label="Unsaved changes">
          <p>
            This form has changes you did not save, kept in this tab ·{' '}
            {relativeTime(draft.offered.savedAt)}
          </p>
          <FormActions>
            <Button variant="secondary" size="sm" onClick={draft.clear}>
              Discard them
            </Button>
            <Button size="sm" onClick={restore}>
              Restore unsaved changes
            </Button>
          </FormActions>
        </StyledDraft>
      ) : null}
      <Form onSubmit={() => void submit()} submission={form.submission}>
        {sections.map((section) => {
          const fields = section.fields.filter((f) => shown.has(f.name) && f.kind !== 'hidden')
          if (fields.length === 0) return null
          return (
            <Card key={section.title} title={section.title}>
              {section.description ? <StyledNote>{section.description}</StyledNote> : null}
              <StyledGrid>
                {fields.map((field) => (
                  <StyledCell key={field.name} $wide={field.wide ?? WIDE.has(field.kind)}>
                    <RecordField
                      field={field}
                      value={values[field.name] ?? null}
                      relationLabel={labels[field.name]}
                      error={errors[field.name]}
                      onChange={change(field.name)}
                      onTidy={tidy(field.name)}
                      values={values}
                    />
                  </StyledCell>
                ))}
              </StyledGrid>
            </Card>
          )
        })}
        <FormActions>
          <LinkButton variant="secondary" href={cancel.to} onNavigate={cancel.onNavigate}>
            Cancel
          </LinkButton>
          <Button
            type="submit"
            variant={extraSubmits.length > 0 ? 'secondary' : 'primary'}
            loading={submission.isSubmitting}
            loadingText="Saving…"
          >
            {submitLabel}
          </Button>
          {extraSubmits.map((extra) => (
            <Button
              key={extra.label}
              loading={submission.isSubmitting}
              loadingText="Saving…"
              onClick={() => void submit(extra.patch, extra.confirm)}
            >
              {extra.label}
            </Button>
          ))}
        </FormActions>
      </Form>
      {dialog}
    </>
  )
}

const WIDE = new Set(['textarea', 'richtext', 'radio', 'checkboxes', 'file'])

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`

const StyledDraft = styled.section`
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colours.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.surfaceSubtle};

  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`

const StyledNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colours.textMuted};
`

const StyledCell = styled.div<{ $wide: boolean }>`
  min-width: 0;
  ${({ theme }) => theme.media.up('md')} {
    grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  }
`
