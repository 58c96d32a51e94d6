/**
 * Quill needs a real layout engine; component tests drive a textarea in its place that reports
 * changes as Quill does (html, delta, source, editor). The real editor runs in Playwright.
 */
export function FakeQuill(props: {
  value: string
  onChange: (
    html: string,
    delta: unknown,
    source: string,
    editor: { getText: () => string },
  ) => void
}) {
  return (
    <textarea
      aria-label="Editor"
      value={props.value}
      onChange={(e) =>
        // The raw text: typing "<p>" character by character must not read as an empty document.
        props.onChange(e.target.value, null, 'user', { getText: () => e.target.value })
      }
    />
  )
}
