import { useEffect, useMemo, useRef, useState } from 'react'
import ReactQuill from 'react-quill-new'
import 'react-quill-new/dist/quill.snow.css'
import { Button } from '@/ui/button/button'
import { SparkleIcon } from '@/ui/primitives/icons'
import { EDITOR_FORMATS, EditorToolbar, labelPickers } from './editor-toolbar'
import { StyledAiError, StyledAiPreview, StyledEditorCard } from './editor-styles'
import { HtmlView } from './html-view'
import type { QuillEditorProps } from './rich-text-editor'

/** Quill's empty document; reported as '' so "required" checks work. */
const isEmpty = (text: string) => text.trim() === ''

interface Range {
  index: number
  length: number
}

/** A rewrite offered, and the selection it replaces (null: the whole text). */
interface Suggestion {
  html: string
  range: Range | null
}

/** The Quill-backed editor; loaded lazily by RichTextEditor, so Quill is its own chunk. */
export default function QuillEditor({
  value,
  onChange,
  onAiRewrite,
  placeholder,
  readOnly,
  labelId,
  describedBy,
  invalid,
}: QuillEditorProps) {
  const [toolbar, setToolbar] = useState<HTMLDivElement | null>(null)
  const quillRef = useRef<ReactQuill>(null)
  const [rewriting, setRewriting] = useState(false)
  const [aiFailed, setAiFailed] = useState(false)
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null)
  // The last selection: clicking the toolbar button blurs the editor and clears Quill's own.
  const lastRange = useRef<Range | null>(null)
  const acceptRef = useRef<HTMLButtonElement>(null)
  // Quill takes its toolbar element at creation: build the editor once the toolbar exists.
  const modules = useMemo(() => (toolbar ? { toolbar: { container: toolbar } } : null), [toolbar])

  useEffect(() => {
    if (!toolbar || !modules) return
    labelPickers(toolbar)
    const root = quillRef.current?.getEditor().root
    if (!root) return
    root.setAttribute('role', 'textbox')
    root.setAttribute('aria-multiline', 'true')
    root.setAttribute('aria-labelledby', labelId)
    if (describedBy) root.setAttribute('aria-describedby', describedBy)
    else root.removeAttribute('aria-describedby')
    if (invalid) root.setAttribute('aria-invalid', 'true')
    else root.removeAttribute('aria-invalid')
  }, [toolbar, modules, labelId, describedBy, invalid])

  const rewrite = async () => {
    if (!onAiRewrite || rewriting) return
    const quill = quillRef.current?.getEditor()
    const range = lastRange.current && lastRange.current.length > 0 ? lastRange.current : null
    const source = quill && range ? quill.getSemanticHTML(range.index, range.length) : value
    setRewriting(true)
    setAiFailed(false)
    setSuggestion(null)
    try {
      setSuggestion({ html: await onAiRewrite(source), range: quill ? range : null })
    } catch {
      setAiFailed(true)
    } finally {
      setRewriting(false)
    }
  }

  useEffect(() => {
    if (suggestion) acceptRef.current?.focus()
  }, [suggestion])

  const accept = () => {
    if (!suggestion) return
    const quill = quillRef.current?.getEditor()
    const { range, html } = suggestion
    setSuggestion(null)
    if (quill && range) {
      quill.deleteText(range.index, range.length, 'user')
      quill.clipboard.dangerouslyPasteHTML(range.index, html, 'user')
    } else onChange(html)
    quill?.focus()
  }

  const discard = () => {
    setSuggestion(null)
    quillRef.current?.getEditor().focus()
  }

  return (
    <StyledEditorCard $invalid={invalid}>
      <EditorToolbar ref={setToolbar}>
        {onAiRewrite ? (
          <span className="ai-rewrite">
            <Button
              variant="ghost"
              size="sm"
              icon={<SparkleIcon />}
              loading={rewriting}
              loadingText="Rewriting…"
              disabled={readOnly || isEmpty(value.replace(/<[^>]*>/g, ''))}
              onClick={() => void rewrite()}
            >
              AI rewrite
            </Button>
          </span>
        ) : null}
      </EditorToolbar>
      {modules ? (
        <ReactQuill
          ref={quillRef}
          theme="snow"
          value={value}
          modules={modules}
          formats={EDITOR_FORMATS}
          placeholder={placeholder}
          readOnly={readOnly}
          onChangeSelection={(range) => {
            if (range) lastRange.current = range
          }}
          onChange={(html, _delta, _source, editor) => {
            const next = isEmpty(editor.getText()) ? '' : html
            if (next !== value) onChange(next)
          }}
        />
      ) : null}
      {suggestion ? (
        <StyledAiPreview
          role="region"
          aria-label="AI rewrite suggestion"
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return
            e.stopPropagation()
            discard()
          }}
        >
          <p className="ai-preview-title">
            {suggestion.range ? 'Suggested rewrite of the selection' : 'Suggested rewrite'}
          </p>
          <HtmlView html={suggestion.html} />
          <div className="ai-preview-actions">
            <Button ref={acceptRef} size="sm" onClick={accept}>
              Accept
            </Button>
            <Button size="sm" variant="secondary" onClick={discard}>
              Discard
            </Button>
          </div>
        </StyledAiPreview>
      ) : null}
      {aiFailed ? (
        <StyledAiError role="alert">The AI rewrite failed. Your text is unchanged.</StyledAiError>
      ) : null}
    </StyledEditorCard>
  )
}
