// @vitest-environment dom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Button } from '@/ui/button/button'
import { renderWithTheme } from '@/ui/test/render-with-theme'
import { ConfirmDialog } from './confirm-dialog'

function Harness({ onConfirm, error }: { onConfirm: () => void; error?: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>Mark selected paid</Button>
      <ConfirmDialog
        open={open}
        title="Mark 3 payments received, £154,000 in all?"
        description="Each investor is told their payment has arrived."
        confirmLabel="Mark 3 paid"
        error={error}
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      />
    </>
  )
}

describe('ConfirmDialog', () => {
  it('names what will happen and puts the focus on Cancel', async () => {
    renderWithTheme(<Harness onConfirm={() => {}} />)
    await userEvent.click(screen.getByRole('button', { name: 'Mark selected paid' }))
    const dialog = screen.getByRole('dialog', {
      name: 'Mark 3 payments received, £154,000 in all?',
    })
    expect(dialog).toHaveAccessibleDescription('Each investor is told their payment has arrived.')
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus()
  })

  it('goes ahead only on its confirm button; Escape and Cancel close it untouched', async () => {
    const onConfirm = vi.fn()
    renderWithTheme(<Harness onConfirm={onConfirm} />)
    const opener = screen.getByRole('button', { name: 'Mark selected paid' })
    await userEvent.click(opener)
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(opener).toHaveFocus()
    await userEvent.click(opener)
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(onConfirm).not.toHaveBeenCalled()
    await userEvent.click(opener)
    await userEvent.click(screen.getByRole('button', { name: 'Mark 3 paid' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })

  it('says why the last attempt failed', async () => {
    renderWithTheme(
      <Harness onConfirm={() => {}} error="Investment ABC-INV-00001 is not awaiting payment." />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Mark selected paid' }))
    expect(screen.getByRole('alert')).toHaveTextContent('ABC-INV-00001 is not awaiting payment')
  })
})
