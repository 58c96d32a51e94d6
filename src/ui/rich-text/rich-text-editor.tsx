import { lazy, Suspense, useId, type ReactNode } from 'react'
import { StyledError, StyledField, StyledHint, StyledLabel } from '@/ui/field/field-styles'
import { LoadingState } from '@/ui/states/loading-state'

/** Quill (and its stylesheet) load only when an editor is first shown: their own chunk. */
const QuillEditor = lazy(() => import('./quill-editor'))

export interface RichTextEditorProps {
  label: ReactNode
  /** HTML; '' when empty. */
  value: string
  onChange: (html: string) => void
  /**
   * Present: an "AI rewrite" toolbar button sends the selection's HTML (or all of it) and offers
   * the answer under the text, to accept (it replaces what was sent) or discard.
   */
  onAiRewrite?: (html: string) => Promise<string>
  placeholder?: string
  hint?: ReactNode
  error?: string | null
  readOnly?: boolean
}

/** What the lazily loaded editor needs from this wrapper. */
export interface QuillEditorProps extends Pick<
  RichTextEditorProps,
  'value' | 'onChange' | 'onAiRewrite' | 'placeholder' | 'readOnly'
> {
  labelId: string
  describedBy?: string
  invalid: boolean
}

export function RichTextEditor({ label, hint, error, ...editor }: RichTextEditorProps) {
  const id = `rte${useId()}`
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  return (
    <StyledField>
      {/* A label cannot point at a contenteditable; the editor takes aria-labelledby instead. */}
      <StyledLabel as="span" id={`${id}-label`}>
        {label}
      </StyledLabel>
      <Suspense fallback={<LoadingState label="Loading editor…" />}>
        <QuillEditor
          {...editor}
          labelId={`${id}-label`}
          describedBy={[errorId, hintId].filter(Boolean).join(' ') || undefined}
          invalid={Boolean(error)}
        />
      </Suspense>
      {hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null}
      {error ? <StyledError id={errorId}>{error}</StyledError> : null}
    </StyledField>
  )
}
