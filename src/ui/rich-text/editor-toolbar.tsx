import type { ReactNode, Ref } from 'react'

/**
 * SPEC §9's toolbar as Quill reads it (ql-* class names): headings 1-6, fonts sans serif /
 * serif / monospace, sizes small / large / huge, text and background colours (Quill's snow
 * theme fills the palettes), links (its tooltip offers edit, remove and save).
 * Our own markup, rather than Quill's generated toolbar, so every control has a proper name.
 */
export function EditorToolbar({
  ref,
  children,
}: {
  ref: Ref<HTMLDivElement>
  children?: ReactNode
}) {
  return (
    <div ref={ref} role="toolbar" aria-label="Formatting">
      <span className="ql-formats">
        <select className="ql-header" defaultValue="" aria-label="Heading">
          {[1, 2, 3, 4, 5, 6].map((level) => (
            <option key={level} value={String(level)}>
              {`Heading ${level}`}
            </option>
          ))}
          <option value="">Normal</option>
        </select>
        <select className="ql-font" defaultValue="" aria-label="Font">
          <option value="">Sans Serif</option>
          <option value="serif">Serif</option>
          <option value="monospace">Monospace</option>
        </select>
        <select className="ql-size" defaultValue="" aria-label="Size">
          <option value="small">Small</option>
          <option value="">Normal</option>
          <option value="large">Large</option>
          <option value="huge">Huge</option>
        </select>
      </span>
      <span className="ql-formats">
        <button type="button" className="ql-bold" aria-label="Bold" />
        <button type="button" className="ql-italic" aria-label="Italic" />
        <button type="button" className="ql-underline" aria-label="Underline" />
      </span>
      <span className="ql-formats">
        <select className="ql-color" aria-label="Text colour" />
        <select className="ql-background" aria-label="Highlight colour" />
      </span>
      <span className="ql-formats">
        <button type="button" className="ql-list" value="ordered" aria-label="Numbered list" />
        <button type="button" className="ql-list" value="bullet" aria-label="Bulleted list" />
        <button type="button" className="ql-link" aria-label="Link" />
        <button type="button" className="ql-clean" aria-label="Clear formatting" />
      </span>
      {children}
    </div>
  )
}

export const EDITOR_FORMATS = [
  'header',
  'font',
  'size',
  'bold',
  'italic',
  'underline',
  'color',
  'background',
  'list',
  'link',
]

/**
 * Quill turns each <select> into a span "picker" and copies the select's attributes onto it;
 * move the name to the picker's button and name the swatches, so nothing is unlabelled.
 */
export function labelPickers(toolbar: HTMLElement) {
  for (const picker of Array.from(toolbar.querySelectorAll<HTMLElement>('.ql-picker'))) {
    const name = picker.getAttribute('aria-label')
    picker.removeAttribute('aria-label')
    if (name) picker.querySelector('.ql-picker-label')?.setAttribute('aria-label', name)
    for (const item of Array.from(picker.querySelectorAll<HTMLElement>('.ql-picker-item'))) {
      const label = item.getAttribute('data-label') || item.getAttribute('data-value') || 'Default'
      item.setAttribute('aria-label', label)
    }
  }
}
