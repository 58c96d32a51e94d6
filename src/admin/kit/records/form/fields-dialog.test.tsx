// @vitest-environment dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios'
import { describe, expect, it, vi } from 'vitest'
import { renderWithTheme } from '@/ui/test/render-with-theme'
import type { FieldDecl, FormValues } from '../model/form-config'
import { FieldsDialog } from './fields-dialog'

function refused(errors: Record<string, string[]>) {
  const data = { message: 'The given data was invalid.', errors }
  const response = { status: 422, data, statusText: '', headers: {}, config: {} } as AxiosResponse
  return new AxiosError('failed', 'ERR_BAD_REQUEST', { headers: new AxiosHeaders() }, {}, response)
}

const FIELDS: FieldDecl[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true },
  { name: 'notes', label: 'Notes', kind: 'textarea' },
]

const renderDialog = (submit: (values: FormValues) => Promise<unknown>) => {
  const onSaved = vi.fn()
  renderWithTheme(
    <QueryClientProvider client={new QueryClient()}>
      <FieldsDialog
        title="Rename fund"
        submitLabel="Save name"
        fields={FIELDS}
        initial={{ notes: 'Kept' }}
        submit={submit}
        onSaved={onSaved}
        onClose={vi.fn()}
      />
    </QueryClientProvider>,
  )
  return { onSaved }
}

describe('FieldsDialog', () => {
  it('checks a required field before sending anything', async () => {
    const submit = vi.fn().mockResolvedValue({})
    renderDialog(submit)
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }))
    const name = screen.getByRole('textbox', { name: /Name/ })
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'))
    expect(name).toHaveAccessibleDescription(/The name field is required\./)
    expect(submit).not.toHaveBeenCalled()
  })

  it('shows a 422 on its field, keeps what was typed, and clears the error on change', async () => {
    const submit = vi
      .fn()
      .mockRejectedValue(refused({ name: ['The name has already been taken.'] }))
    renderDialog(submit)
    const name = screen.getByRole('textbox', { name: /Name/ })
    await userEvent.type(name, 'Growth II')
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }))
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'))
    expect(submit.mock.calls[0]?.[0]).toEqual({ name: 'Growth II', notes: 'Kept' })
    expect(name).toHaveValue('Growth II')
    expect(screen.getByRole('textbox', { name: /Notes/ })).toHaveValue('Kept')
    await userEvent.type(name, ' Fund')
    expect(name).not.toHaveAttribute('aria-invalid', 'true')
  })

  it('sends on Enter in a field and hands the result over', async () => {
    const submit = vi.fn().mockResolvedValue({ id: 7 })
    const { onSaved } = renderDialog(submit)
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Growth II{Enter}')
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 7 }))
  })
})
