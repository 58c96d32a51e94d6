// @vitest-environment dom
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { axeFindings } from '@/test/axe'
import { renderAt, signIn, setupMockHost } from '../test/session-test-host'

setupMockHost()

describe('AuthLayout', () => {
  it("frames a page with the tenant's logo, one h1 and a main landmark", async () => {
    const { client } = await renderAt('/login')
    await waitFor(() => expect(client.isFetching()).toBe(0))
    const main = await screen.findByRole('main')
    expect(within(main).getByRole('img', { name: 'Northgate Ventures' })).toHaveAttribute(
      'src',
      '/brand/logo.svg',
    )
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(within(main).getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument()
    expect(
      screen.getByRole('complementary', { name: 'About Northgate Ventures' }),
    ).toBeInTheDocument()
  })

  it.each([
    ['/login', 'Log in'],
    ['/register', 'Create your account'],
    ['/forgot-password', 'Reset your password'],
    ['/reset-password/abc?email=a%40b.co', 'Choose a new password'],
  ])('%s has no serious or critical axe violation', async (path, title) => {
    const { container, client } = await renderAt(path)
    await screen.findByRole('heading', { level: 1, name: title })
    await waitFor(() => expect(client.isFetching()).toBe(0))
    expect(await axeFindings({ container, seriousOnly: true })).toEqual([])
  })

  it('the verification notice has no serious or critical axe violation', async () => {
    await signIn('unverified@example.com')
    const { container, client } = await renderAt('/email/verify')
    await screen.findByRole('button', { name: 'Resend verification email' })
    await waitFor(() => expect(client.isFetching()).toBe(0))
    expect(await axeFindings({ container, seriousOnly: true })).toEqual([])
  })
})
