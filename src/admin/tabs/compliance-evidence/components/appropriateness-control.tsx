import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import styled from 'styled-components'
import { formatDateTime } from '@/lib/format'
import { SUBMIT_FALLBACK_MESSAGE, toFormError } from '@/lib/api'
import { resourceKeys } from '@/lib/resources'
import { Button, Modal, Row, Stack, StatusBadge, useToast } from '@/ui'
import { resetAppropriateness } from '../api/investor-actions'
import type { InvestorRecord } from '../model/types'

const COOLDOWN_MS = 24 * 3_600_000

/** The appropriateness result and tries, and the reset for roles with `user_app_test` create. */
export function AppropriatenessControl({
  record,
  canReset,
}: {
  record: InvestorRecord
  canReset: boolean
}) {
  const client = useQueryClient()
  const toast = useToast()
  const [asking, setAsking] = useState(false)
  // The moment the header opened: a cooldown ending while it is open shows until the next visit.
  const [openedAt] = useState(() => Date.now())
  const reset = useMutation({
    mutationFn: () => resetAppropriateness(record.id),
    onSuccess: async () => {
      setAsking(false)
      toast.success('The appropriateness test has been reset.')
      await client.invalidateQueries({ queryKey: resourceKeys('users').all })
    },
  })
  const passed = Number(record.compliance_passed) === 1
  const tries = Number(record.compliance_tries ?? 0)
  const failedAt = record.compliance_failed_at ? Date.parse(record.compliance_failed_at) : NaN
  const cooldownUntil =
    !passed && failedAt + COOLDOWN_MS > openedAt ? new Date(failedAt + COOLDOWN_MS) : null
  const result = passed ? 'Passed' : tries > 0 ? 'Not passed' : 'Not taken'

  return (
    <Stack $gap="xs" $align="flex-start" role="group" aria-label="Appropriateness test">
      <StyledLabel>Appropriateness test</StyledLabel>
      <Row as="span" $nowrap>
        <StatusBadge tone={passed ? 'success' : tries > 0 ? 'danger' : 'neutral'}>
          {result}
        </StatusBadge>
        <span>
          {tries} {tries === 1 ? 'try' : 'tries'}
        </span>
      </Row>
      {cooldownUntil ? (
        <StyledNote>Can retry from {formatDateTime(cooldownUntil.toISOString())}</StyledNote>
      ) : null}
      {canReset ? (
        <Button size="sm" variant="secondary" onClick={() => setAsking(true)}>
          Reset appropriateness test
        </Button>
      ) : null}
      <Modal
        open={asking}
        onClose={() => !reset.isPending && setAsking(false)}
        title="Reset the appropriateness test?"
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsking(false)} disabled={reset.isPending}>
              Cancel
            </Button>
            <Button
              variant="danger"
              loading={reset.isPending}
              loadingText="Resetting"
              onClick={() => !reset.isPending && reset.mutate()}
            >
              Reset test
            </Button>
          </>
        }
      >
        <p>
          The result and tries go back to none, so the investor can take the test again at once.
          Earlier attempts stay in the compliance evidence.
        </p>
        {reset.isError ? (
          <StyledError role="alert">
            {toFormError(reset.error).message ?? SUBMIT_FALLBACK_MESSAGE}
          </StyledError>
        ) : null}
      </Modal>
    </Stack>
  )
}

const StyledLabel = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const StyledNote = styled.span`
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.danger};
`
