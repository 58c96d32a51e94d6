// @vitest-environment dom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Button } from '@/ui/button/button'
import { renderWithTheme } from '@/ui/test/render-with-theme'
import { Modal } from './modal'

function Harness({ blocking, dismissible }: { blocking?: boolean; dismissible?: boolean }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open terms</Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Accept terms & conditions"
        blocking={blocking}
        dismissible={dismissible}
        footer={<Button onClick={() => setOpen(false)}>Submit</Button>}
      >
        <input aria-label="First" />
        <input aria-label="Second" />
      </Modal>
    </>
  )
}

describe('Modal', () => {
  it('is a labelled modal dialog that traps focus and returns it to the opener', async () => {
    renderWithTheme(<Harness />)
    const opener = screen.getByRole('button', { name: 'Open terms' })
    await userEvent.click(opener)
    const dialog = screen.getByRole('dialog', { name: 'Accept terms & conditions' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(screen.getByRole('textbox', { name: 'First' })).toHaveFocus()

    await userEvent.tab()
    expect(screen.getByRole('textbox', { name: 'Second' })).toHaveFocus()
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus()
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
    await userEvent.tab({ shift: true })
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus()

    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(opener).toHaveFocus()
  })

  it('closes on a backdrop click when dismissible', async () => {
    renderWithTheme(<Harness />)
    await userEvent.click(screen.getByRole('button', { name: 'Open terms' }))
    await userEvent.click(screen.getByTestId('modal-backdrop'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('ignores Escape but keeps the close button when not dismissible', async () => {
    renderWithTheme(<Harness dismissible={false} />)
    await userEvent.click(screen.getByRole('button', { name: 'Open terms' }))
    await userEvent.keyboard('{Escape}')
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('cannot be closed by Escape, the backdrop or a close button when blocking', async () => {
    renderWithTheme(<Harness blocking />)
    await userEvent.click(screen.getByRole('button', { name: 'Open terms' }))
    await userEvent.keyboard('{Escape}')
    await userEvent.click(screen.getByTestId('modal-backdrop'))
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Open terms' })).toHaveFocus()
  })
})
