// @vitest-environment dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse } from 'axios'
import { useState, type ReactElement } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { http } from '@/lib/api/http'
import { waitForMockHost } from '@/lib/api/host-gate'
import { Button } from '@/ui/button/button'
import { TextField } from '@/ui/field/text-field'
import { renderWithTheme } from '@/ui/test/render-with-theme'
import { Form } from './form'
import { useFormSubmit } from './use-form-submit'

interface Values {
  email: string
  name: string
}

function failure(status: number, data: unknown) {
  const response = { status, data, statusText: '', headers: {}, config: {} } as AxiosResponse
  return new AxiosError('failed', 'ERR_BAD_REQUEST', { headers: new AxiosHeaders() }, {}, response)
}

function InvestorForm({ save }: { save: (v: Values) => Promise<unknown> }) {
  const [values, setValues] = useState<Values>({ email: '', name: '' })
  const submission = useFormSubmit(save)
  const field = (name: keyof Values) => ({
    name,
    value: values[name],
    error: submission.errorFor(name),
    onChange: (e: { target: { value: string } }) => {
      setValues({ ...values, [name]: e.target.value })
      submission.clearFieldError(name)
    },
  })
  return (
    <Form onSubmit={() => void submission.submit(values)} submission={submission}>
      <TextField label="Name" {...field('name')} />
      <TextField label="Email" {...field('email')} />
      <Button type="submit" loading={submission.isSubmitting}>
        Save
      </Button>
    </Form>
  )
}

function renderForm(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  return renderWithTheme(<QueryClientProvider client={client}>{ui}</QueryClientProvider>)
}

describe('useFormSubmit with Form', () => {
  it('maps a 422 onto fields, keeps what was typed and focuses the first invalid field', async () => {
    const save = vi.fn().mockRejectedValue(
      failure(422, {
        message: 'The email field must be a valid email address.',
        errors: { email: ['The email field must be a valid email address.'] },
      }),
    )
    renderForm(<InvestorForm save={save} />)
    await userEvent.type(screen.getByLabelText('Name'), 'Ada Lovelace')
    await userEvent.type(screen.getByLabelText('Email'), 'ada@')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))

    const email = screen.getByRole('textbox', { name: 'Email' })
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'))
    expect(email).toHaveAccessibleDescription('The email field must be a valid email address.')
    expect(email).toHaveFocus()
    expect(email).toHaveValue('ada@')
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace')
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid')
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.')

    await userEvent.type(email, 'example.com')
    expect(email).not.toHaveAttribute('aria-invalid')
  })

  it("shows the server's message, or the fallback, when there are no field errors", async () => {
    const save = vi
      .fn()
      .mockRejectedValueOnce(failure(403, { message: 'This action is unauthorized.' }))
      .mockRejectedValueOnce(failure(500, '<html>oops</html>'))
    renderForm(<InvestorForm save={save} />)
    await userEvent.type(screen.getByLabelText('Name'), 'Ada')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This action is unauthorized.')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong submitting.'),
    )
    expect(screen.getByLabelText('Name')).toHaveValue('Ada')
  })

  it('ignores a second submit while the first is in flight', async () => {
    let finish: (v: unknown) => void = () => {}
    const save = vi.fn(() => new Promise((resolve) => (finish = resolve)))
    const { container } = renderForm(<InvestorForm save={save} />)
    const form = container.querySelector('form')!
    fireEvent.submit(form)
    fireEvent.submit(form)
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Save/ })).toHaveAttribute('aria-busy', 'true'),
    )
    await userEvent.click(screen.getByRole('button', { name: /Save/ }))
    fireEvent.submit(form)
    expect(save).toHaveBeenCalledTimes(1)
    finish({ id: 1 })
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-busy'),
    )
    fireEvent.submit(form)
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2))
  })

  it('says the demo is starting when a submit waits a noticeable time for the mock host', async () => {
    let start!: () => void
    waitForMockHost(new Promise<void>((resolve) => (start = resolve)))
    const sent: unknown[] = []
    const adapter: AxiosAdapter = async (config) => {
      sent.push(JSON.parse(String(config.data)))
      return { data: {}, status: 200, statusText: 'OK', headers: {}, config }
    }
    renderForm(<InvestorForm save={(v) => http.post('/api/x', v, { adapter, baseURL: '' })} />)
    await userEvent.type(screen.getByLabelText('Name'), 'Ada Lovelace')
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))

    // Not at once: a short wait goes unremarked.
    expect(screen.queryByText(/Starting the demo/)).toBeNull()
    expect(
      await screen.findByText(
        /^Starting the demo… What you entered is kept/,
        {},
        { timeout: 3000 },
      ),
    ).toHaveAttribute('role', 'status')
    expect(sent).toEqual([])
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace')

    start()
    await waitFor(() => expect(sent).toEqual([{ name: 'Ada Lovelace', email: 'ada@example.com' }]))
    await waitFor(() => expect(screen.queryByText(/Starting the demo/)).toBeNull())
  })
})
