import { useEffect, useMemo, useRef, useState } from 'react'
import ReactQuill from 'react-quill-new'
import 'react-quill-new/dist/quill.snow.css'
import { Button } from '../button/button'
import { SparkleIcon } from '../primitives/icons'
import { EDITOR_FORMATS, EditorToolbar, labelPickers } from './editor-toolbar'
import { StyledAiError, StyledEditorCard } from './editor-styles'
import type { QuillEditorProps } from './rich-text-editor'

/** Quill's empty document; reported as '' so "required" checks work. */
const isEmpty = (text: string) => text.trim() === ''

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
    setRewriting(true)
    setAiFailed(false)
    try {
      onChange(await onAiRewrite(value))
    } catch {
      setAiFailed(true)
    } finally {
      setRewriting(false)
    }
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
          onChange={(html, _delta, _source, editor) => {
            const next = isEmpty(editor.getText()) ? '' : html
            if (next !== value) onChange(next)
          }}
        />
      ) : null}
      {aiFailed ? (
        <StyledAiError role="alert">The AI rewrite failed. Your text is unchanged.</StyledAiError>
      ) : null}
    </StyledEditorCard>
  )
}
