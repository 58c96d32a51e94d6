import { useRef } from 'react'
import { RichTextEditor } from '@/ui'

type RichTextRecordFieldProps = Parameters<typeof RichTextEditor>[0] & {
  onTidy?: (html: string) => void
}

/**
 * The rich text editor, telling the user's edits (after a key, a click, a paste or a drop
 * inside) from its own tidying of the stored HTML as it opens, which goes to `onTidy`.
 * `display: contents` leaves the layout to the editor.
 */
export function RichTextRecordField({ onChange, onTidy, ...props }: RichTextRecordFieldProps) {
  const touched = useRef(false)
  const mark = () => {
    touched.current = true
  }
  const changed = (html: string) => {
    if (touched.current || !onTidy) onChange(html)
    else onTidy(html)
  }
  return (
    <div
      style={{ display: 'contents' }}
      onKeyDownCapture={mark}
      onMouseDownCapture={mark}
      onPasteCapture={mark}
      onDropCapture={mark}
    >
      <RichTextEditor {...props} onChange={changed} />
    </div>
  )
}
