// @vitest-environment dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { TextField } from '@/ui/field/text-field'
import { renderWithTheme } from '@/ui/test/render-with-theme'
import { DialogForm } from './dialog-form'
import { useFormSubmit } from './use-form-submit'

function refused(errors: Record<string, string[]>) {
  const data = { message: 'The given data was invalid.', errors }
  const response = { status: 422, data, statusText: '', headers: {}, config: {} } as AxiosResponse
  return new AxiosError('failed', 'ERR_BAD_REQUEST', { headers: new AxiosHeaders() }, {}, response)
}

function NameDialog(props: { save: (name: string) => Promise<unknown>; onClose: () => void }) {
  const [name, setName] = useState('')
  const submission = useFormSubmit(props.save)
  return (
    <DialogForm
      title="Rename fund"
      description="The new name shows everywhere at once."
      submitLabel="Save name"
      submission={submission}
      onSubmit={() => void submission.submit(name)}
      onClose={props.onClose}
    >
      <TextField
        label="Name"
        name="name"
        value={name}
        error={submission.errorFor('name')}
        onChange={(e) => setName(e.target.value)}
      />
    </DialogForm>
  )
}

const renderDialog = (save: (name: string) => Promise<unknown>, onClose = vi.fn()) => {
  renderWithTheme(
    <QueryClientProvider client={new QueryClient()}>
      <NameDialog save={save} onClose={onClose} />
    </QueryClientProvider>,
  )
  return { onClose }
}

describe('DialogForm', () => {
  it('submits from the footer button and from Enter in a field, named by its title', async () => {
    const save = vi.fn().mockResolvedValue({})
    renderDialog(save)
    const dialog = screen.getByRole('dialog', { name: 'Rename fund' })
    expect(dialog).toHaveAccessibleDescription('The new name shows everywhere at once.')
    await userEvent.type(screen.getByLabelText('Name'), 'Growth II')
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }))
    await waitFor(() => expect(save.mock.calls[0]?.[0]).toBe('Growth II'))
    await userEvent.type(screen.getByLabelText('Name'), '{Enter}')
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2))
  })

  it("shows the host's 422 on its field and keeps what was typed", async () => {
    renderDialog(() => Promise.reject(refused({ name: ['The name has already been taken.'] })))
    await userEvent.type(screen.getByLabelText('Name'), 'Taken')
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }))
    const field = await screen.findByLabelText('Name')
    await waitFor(() => expect(field).toHaveAccessibleDescription(/already been taken/))
    expect(field).toHaveValue('Taken')
    expect(field).toHaveFocus()
  })

  it('closes on Cancel without submitting', async () => {
    const save = vi.fn()
    const { onClose } = renderDialog(save)
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onClose).toHaveBeenCalled()
    expect(save).not.toHaveBeenCalled()
  })
})
