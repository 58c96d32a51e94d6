import { useQuery } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import { queryErrorMessage } from '@/lib/api'
import type { FormValues } from '@/admin/kit/records'
import { ConfirmDialog } from '@/ui'
import { updateAudienceQuery } from '../api/update-audience'
import { countNoun } from '@/lib/format'

const investors = (n: number) => countNoun(n, 'investors')

/** The question, naming how many investors publishing tells (unknown while the host counts). */
export function publishQuestion(title: string, count: number | undefined): string {
  if (count === undefined) return `Publish “${title}”?`
  return count === 0
    ? `Publish “${title}”? No investors will be notified.`
    : `Publish “${title}” and notify ${investors(count)}?`
}

interface Asking {
  values: FormValues
  answer: (go: boolean) => void
}

/**
 * Publishing an update tells its whole audience at once and a notification cannot be called
 * back, so "Publish" asks first with the number the host will notify for the values on the
 * form (its audience may have just been changed). `confirm` resolves true to go ahead;
 * `notified` is the number last agreed to, for the success message.
 */
export function usePublishConfirm(fallbackTitle: string) {
  const [asking, setAsking] = useState<Asking | null>(null)
  const notified = useRef<number | undefined>(undefined)
  const audience = useQuery({
    ...updateAudienceQuery(asking?.values ?? {}),
    enabled: asking !== null,
  })

  const confirm = useCallback(
    (values: FormValues) =>
      new Promise<boolean>((resolve) => {
        setAsking({ values, answer: resolve })
      }),
    [],
  )
  const answer = (go: boolean) => {
    notified.current = go ? audience.data?.investors_count : undefined
    asking?.answer(go)
    setAsking(null)
  }

  const title = String(asking?.values.title ?? '').trim() || fallbackTitle
  const count = asking && audience.isSuccess ? audience.data.investors_count : undefined
  const counting = asking !== null && audience.isPending
  const description = counting
    ? 'Counting the investors it will notify…'
    : count === undefined
      ? 'Its investors are notified and see it in their news straight away.'
      : count === 0
        ? 'It goes live in the news of its audience, which has no investors yet.'
        : `Each of the ${investors(count)} is notified and sees it in their news straight away. A notification cannot be called back once sent.`

  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      title={publishQuestion(title, count)}
      description={description}
      confirmLabel={count ? `Publish and notify ${investors(count)}` : 'Publish'}
      busyLabel="Counting investors"
      busy={counting}
      error={
        audience.isError
          ? `How many investors it notifies could not be counted. ${queryErrorMessage(audience.error) ?? ''}`.trim()
          : null
      }
      onConfirm={() => answer(true)}
      onCancel={() => answer(false)}
    />
  )
  return { confirm, dialog, notified }
}
