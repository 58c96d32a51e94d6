import { useState, type ReactNode } from 'react'
import styled from 'styled-components'
import { aiRewrite } from '@/admin/kit/records'
import { can } from '@/lib/permissions'
import { useCurrentUser } from '@/lib/session'
import { Card, Form, HtmlView, RichTextEditor, Stack, useToast } from '@/ui'
import { useSaveSettings } from '../api/save-settings'
import { SaveActions } from '../components/save-actions'

export interface WordingFormProps {
  /** The settings column the text is saved to. */
  column: 'market_sounding_description' | 'risk_warning_text'
  /** The saved text (HTML), '' when none. */
  initial: string
  label: string
  hint: ReactNode
  /** The toast after a save ("Market sounding popup saved."). */
  saved: string
  /** The preview's heading, as investors see it above the text. */
  previewTitle: ReactNode
  /** What investors see in the text's place while it is blank. */
  blankPreview: ReactNode
}

/** One rich-text wording of the settings row, with a live preview of where investors see it. */
export function WordingForm({
  column,
  initial,
  label,
  hint,
  saved,
  previewTitle,
  blankPreview,
}: WordingFormProps) {
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
        {editable ? <SaveActions saving={save.isSubmitting} /> : null}
      </Form>
      <Card title="Preview">
        <StyledPreview $gap="sm">
          <StyledPreviewTitle>{previewTitle}</StyledPreviewTitle>
          {/* Sanitised by HtmlView, as on the investor's page. */}
          {isBlank(html) ? blankPreview : <HtmlView html={html} />}
        </StyledPreview>
      </Card>
    </StyledColumns>
  )
}

/** Quill leaves `<p><br></p>` in an emptied editor: that is no text. */
const isBlank = (html: string) => html.replace(/<[^>]*>|&nbsp;|\s/g, '') === ''

export const StyledColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  ${({ theme }) => theme.media.up('xl')} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`

const StyledPreview = styled(Stack)`
  padding: ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
  overflow-wrap: anywhere;
`

const StyledPreviewTitle = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`
