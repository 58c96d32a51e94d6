/**
 * Quill needs a real layout engine; in happy-dom each editor is a plain textarea that hands
 * its text on as the editor would (the real one is driven in the Playwright journey).
 */
export function FakeQuill(props: {
  value: string
  onChange: (html: string, delta: null, source: string, editor: { getText: () => string }) => void
}) {
  return (
    <textarea
      data-testid="quill"
      value={props.value}
      onChange={(e) =>
        props.onChange(e.target.value, null, 'user', { getText: () => e.target.value })
      }
    />
  )
}
