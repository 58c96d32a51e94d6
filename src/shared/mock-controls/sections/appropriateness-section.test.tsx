// @vitest-environment dom
import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { timestamp } from '@mocks/db/db'
import type { UserRow } from '@mocks/http/context'
import { http } from '@/lib/api'
import { currentUserQuery } from '@/lib/session'
import { renderOpenPanel, signIn, signOut, startMockHost } from '../test/harness'

const host = startMockHost()
const users = () => host.api.host.db.table<UserRow>('users')
const userByEmail = (email: string) => users().first((u) => u.email === email)!

/** What the test's own screens read: GET /api/compliance/answers as the signed-in user. */
const testStatus = async () =>
  (
    await http.get<{
      data: {
        compliance_passed: number
        compliance_tries: number
        retry_available_at: string | null
      }
    }>('/api/compliance/answers')
  ).data.data

/** A status the appropriateness screens would have cached, to see it marked stale. */
const STATUS_KEY = ['compliance', 'status', 'compliance']

const BUTTONS = ['Pass the appropriateness test', 'End the test cooldown', 'Reset the test']

beforeEach(async () => {
  await signOut()
  host.requests.length = 0
})

afterEach(async () => {
  await http.post('/__mock/latency', { ms: 0 })
})

describe('Mock controls: appropriateness test', () => {
  it('explains and disables its buttons while nobody is signed in', async () => {
    const { panel } = await renderOpenPanel()
    expect(await panel.findByText('Not signed in')).toBeInTheDocument()
    const section = panel.getByRole('group', { name: 'Appropriateness test' })
    expect(section).toHaveTextContent('Sign in as an investor to change their test result.')
    for (const name of BUTTONS) {
      const button = panel.getByRole('button', { name })
      expect(button).toBeDisabled()
      expect(button).toHaveAccessibleDescription(
        'Sign in as an investor to change their test result.',
      )
    }
  })

  it('passes the test on the host, refetches the session and marks the test status stale', async () => {
    await signIn('newinvestor@example.com')
    expect(await testStatus()).toMatchObject({ compliance_passed: 0, compliance_tries: 0 })
    const { user, panel, client } = await renderOpenPanel()
    expect(
      await panel.findByText(/Changes the test result of newinvestor@example\.com/),
    ).toBeInTheDocument()
    await waitFor(() =>
      expect(client.getQueryData(currentUserQuery.queryKey)).toMatchObject({
        compliance_passed: 0,
      }),
    )
    client.setQueryData(STATUS_KEY, { compliance_passed: 0, compliance_tries: 0 })
    // The session's refetch waits, so the request is still in flight when the buttons are read.
    await http.post('/__mock/latency', { ms: 400 })

    await user.click(panel.getByRole('button', { name: BUTTONS[0] }))

    const clicked = panel.getByRole('button', { name: /Passing/ })
    expect(clicked).toHaveAttribute('aria-busy', 'true')
    expect(clicked).toHaveAttribute('aria-disabled', 'true')
    expect(panel.getByRole('button', { name: BUTTONS[1] })).toBeDisabled()
    expect(panel.getByRole('button', { name: BUTTONS[2] })).toBeDisabled()

    expect(await panel.findByText('Test passed.')).toHaveAttribute('role', 'status')
    expect(host.requests).toContain('POST /__mock/compliance')
    expect(client.getQueryData(currentUserQuery.queryKey)).toMatchObject({
      email: 'newinvestor@example.com',
      compliance_passed: 1,
    })
    expect(client.getQueryState(STATUS_KEY)?.isInvalidated).toBe(true)
    for (const name of BUTTONS) expect(panel.getByRole('button', { name })).toBeEnabled()
    await http.post('/__mock/latency', { ms: 0 })
    expect(await testStatus()).toMatchObject({ compliance_passed: 1, compliance_tries: 1 })
  })

  it('ends the cooldown after a failed attempt, keeping the attempt counted', async () => {
    const investor = userByEmail('newinvestor@example.com')
    const anHourAgo = new Date(host.api.host.now().getTime() - 3_600_000)
    await users().update(investor.id, {
      compliance_passed: 0,
      compliance_tries: 1,
      compliance_failed_at: timestamp(anHourAgo),
    })
    await signIn('newinvestor@example.com')
    const before = await testStatus()
    expect(before).toMatchObject({ compliance_passed: 0, compliance_tries: 1 })
    expect(before.retry_available_at).not.toBeNull()
    const { user, panel, client } = await renderOpenPanel()
    await panel.findByText(/Changes the test result of newinvestor@example\.com/)
    client.setQueryData(STATUS_KEY, before)

    await user.click(panel.getByRole('button', { name: BUTTONS[1] }))

    expect(await panel.findByText('Cooldown ended.')).toHaveAttribute('role', 'status')
    expect(await testStatus()).toMatchObject({
      compliance_passed: 0,
      compliance_tries: 1,
      retry_available_at: null,
    })
    expect(client.getQueryState(STATUS_KEY)?.isInvalidated).toBe(true)
  })

  it('resets a passed test to untaken', async () => {
    await signIn('investor@example.com')
    const investor = userByEmail('investor@example.com')
    const answers = host.api.host.db.table('compliance-answers')
    expect(answers.where((a) => a.user_id === investor.id)).not.toHaveLength(0)
    expect(await testStatus()).toMatchObject({ compliance_passed: 1 })
    const { user, panel, client } = await renderOpenPanel()
    await panel.findByText(/Changes the test result of investor@example\.com/)
    client.setQueryData(STATUS_KEY, { compliance_passed: 1 })

    await user.click(panel.getByRole('button', { name: BUTTONS[2] }))

    expect(await panel.findByText('Test reset.')).toHaveAttribute('role', 'status')
    expect(await testStatus()).toMatchObject({
      compliance_passed: 0,
      compliance_tries: 0,
      retry_available_at: null,
    })
    expect(answers.where((a) => a.user_id === investor.id)).toHaveLength(0)
    expect(client.getQueryData(currentUserQuery.queryKey)).toMatchObject({
      compliance_passed: 0,
      compliance_tries: 0,
    })
    expect(client.getQueryState(STATUS_KEY)?.isInvalidated).toBe(true)
  })

  it('shows the host’s error and changes nothing when it refuses', async () => {
    await signIn('newinvestor@example.com')
    const { user, panel, client } = await renderOpenPanel()
    await panel.findByText(/Changes the test result of newinvestor@example\.com/)
    client.setQueryData(STATUS_KEY, { compliance_passed: 0 })
    // The cached session still names the old address, which the host no longer knows.
    const investor = userByEmail('newinvestor@example.com')
    await users().update(investor.id, { email: 'moved@example.com' })
    try {
      await user.click(panel.getByRole('button', { name: BUTTONS[0] }))
      expect(
        await screen.findByText('The test was not passed: The selected email is invalid.'),
      ).toBeInTheDocument()
      expect(panel.getByRole('status')).toBeEmptyDOMElement()
      expect(users().find(investor.id)).toMatchObject({ compliance_passed: 0 })
      expect(client.getQueryState(STATUS_KEY)?.isInvalidated).toBe(false)
      for (const name of BUTTONS) expect(panel.getByRole('button', { name })).toBeEnabled()
    } finally {
      await users().update(investor.id, { email: 'newinvestor@example.com' })
    }
  })
})
