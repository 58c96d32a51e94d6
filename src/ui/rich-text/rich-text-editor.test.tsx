// @vitest-environment dom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithTheme } from '@/ui/test/render-with-theme'
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor'

// Quill itself needs a real layout engine; here we check our wiring around it. The real editor
// is exercised in the browser (Playwright).
vi.mock('react-quill-new', () => ({
  default: function FakeQuill(props: {
    value: string
    modules: { toolbar: { container: HTMLElement } }
  }) {
    return (
      <div data-testid="quill" data-has-toolbar={String(props.modules.toolbar.container !== null)}>
        {props.value}
      </div>
    )
  },
}))

function Harness(props: Partial<RichTextEditorProps>) {
  const [value, setValue] = useState('<p>Draft text</p>')
  return <RichTextEditor label="Update" value={value} onChange={setValue} {...props} />
}

describe('RichTextEditor', () => {
  it('loads lazily and offers the SPEC §9 toolbar', async () => {
    renderWithTheme(<Harness />)
    expect(await screen.findByTestId('quill')).toHaveAttribute('data-has-toolbar', 'true')
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' })
    const heading = screen.getByRole('combobox', { name: 'Heading' })
    expect(toolbar).toContainElement(heading)
    expect(Array.from(heading.querySelectorAll('option')).map((o) => o.textContent)).toEqual([
      'Heading 1',
      'Heading 2',
      'Heading 3',
      'Heading 4',
      'Heading 5',
      'Heading 6',
      'Normal',
    ])
    expect(
      Array.from(screen.getByRole('combobox', { name: 'Font' }).querySelectorAll('option')).map(
        (o) => o.textContent,
      ),
    ).toEqual(['Sans Serif', 'Serif', 'Monospace'])
    expect(
      Array.from(screen.getByRole('combobox', { name: 'Size' }).querySelectorAll('option')).map(
        (o) => o.value,
      ),
    ).toEqual(['small', '', 'large', 'huge'])
    expect(screen.getByRole('combobox', { name: 'Text colour' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Link' })).toBeInTheDocument()
  })

  it('hides the AI rewrite button without onAiRewrite', async () => {
    renderWithTheme(<Harness />)
    await screen.findByTestId('quill')
    expect(screen.queryByRole('button', { name: /AI rewrite/ })).not.toBeInTheDocument()
  })

  it('offers the rewrite of the HTML and puts it in the editor on Accept', async () => {
    const onAiRewrite = vi.fn().mockResolvedValue('<p>Polished <strong>text</strong></p>')
    renderWithTheme(<Harness onAiRewrite={onAiRewrite} />)
    await userEvent.click(await screen.findByRole('button', { name: 'AI rewrite' }))
    expect(onAiRewrite).toHaveBeenCalledWith('<p>Draft text</p>')
    const preview = await screen.findByRole('region', { name: 'AI rewrite suggestion' })
    expect(preview).toHaveTextContent('Polished text')
    // Offered, not applied: the text is unchanged until the user accepts.
    expect(screen.getByTestId('quill')).toHaveTextContent('<p>Draft text</p>')
    const accept = screen.getByRole('button', { name: 'Accept' })
    expect(accept).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(screen.getByTestId('quill')).toHaveTextContent('<p>Polished <strong>text</strong></p>')
    expect(screen.queryByRole('region', { name: 'AI rewrite suggestion' })).not.toBeInTheDocument()
  })

  it('keeps the text when the rewrite is discarded, by button or Escape', async () => {
    const onAiRewrite = vi.fn().mockResolvedValue('<p>Polished text</p>')
    renderWithTheme(<Harness onAiRewrite={onAiRewrite} />)
    await userEvent.click(await screen.findByRole('button', { name: 'AI rewrite' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Discard' }))
    expect(screen.queryByRole('region', { name: 'AI rewrite suggestion' })).not.toBeInTheDocument()
    expect(screen.getByTestId('quill')).toHaveTextContent('<p>Draft text</p>')
    await userEvent.click(screen.getByRole('button', { name: 'AI rewrite' }))
    await screen.findByRole('region', { name: 'AI rewrite suggestion' })
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('region', { name: 'AI rewrite suggestion' })).not.toBeInTheDocument()
    expect(screen.getByTestId('quill')).toHaveTextContent('<p>Draft text</p>')
  })

  it('keeps the text and says so when the rewrite fails', async () => {
    const onAiRewrite = vi.fn().mockRejectedValue(new Error('503'))
    renderWithTheme(<Harness onAiRewrite={onAiRewrite} />)
    await userEvent.click(await screen.findByRole('button', { name: 'AI rewrite' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('The AI rewrite failed.')
    expect(screen.getByTestId('quill')).toHaveTextContent('<p>Draft text</p>')
  })
})
