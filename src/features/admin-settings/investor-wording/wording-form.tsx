import { useState, type ReactNode } from 'react'
import styled from 'styled-components'
import { aiRewrite } from '@/features/admin-records'
import { can } from '@/lib/permissions'
import { useCurrentUser } from '@/lib/session'
import { Button, Card, Form, FormActions, RichTextEditor, useToast } from '@/ui'
import { useSaveSettings } from '../api/save-settings'

export interface WordingFormProps {
  /** The settings column the text is saved to. */
  column: 'market_sounding_description' | 'risk_warning_text'
  /** The saved text (HTML), '' when none. */
  initial: string
  label: string
  hint: ReactNode
  /** The toast after a save ("Market sounding popup saved."). */
  saved: string
  /** How investors see the text being edited (sanitised there). */
  preview: (html: string) => ReactNode
}

/** One rich-text wording of the settings row, with a live preview of where investors see it. */
export function WordingForm({ column, initial, label, hint, saved, preview }: WordingFormProps) {
  const toast = useToast()
  const editable = can(useCurrentUser().user?.role_id, 'branding', 'update')
  const [html, setHtml] = useState(initial)
  const save = useSaveSettings<string>((value) => ({ [column]: isBlank(value) ? null : value }), {
    onSuccess: () => toast.success(saved),
  })
  return (
    <StyledColumns>
      <Form onSubmit={() => void save.submit(html)} submission={save}>
        <RichTextEditor
          label={label}
          hint={hint}
          value={html}
          onChange={setHtml}
          onAiRewrite={editable ? aiRewrite : undefined}
          readOnly={!editable}
          error={save.errorFor(column)}
        />
        {editable ? (
          <FormActions>
            <Button type="submit" loading={save.isSubmitting} loadingText="Saving…">
              Save
            </Button>
          </FormActions>
        ) : null}
      </Form>
      <Card title="Preview">{preview(html)}</Card>
    </StyledColumns>
  )
}

/** Quill leaves `<p><br></p>` in an emptied editor: that is no text. */
export const isBlank = (html: string) => html.replace(/<[^>]*>|&nbsp;|\s/g, '') === ''

export const StyledColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  ${({ theme }) => theme.media.up('xl')} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`
