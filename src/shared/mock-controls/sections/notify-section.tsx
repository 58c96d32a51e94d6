import { useState } from 'react'
import { useCurrentUser } from '@/lib/session'
import { Button, Form, SelectField, TextField, useFormSubmit, useToast } from '@/ui'
import { pushNotification, type MockNotification } from '../api/requests'
import { NOTIFICATION_ICON_OPTIONS } from '../model/notification-types'
import { Section } from './section'
import { StyledActions, StyledText } from './section-styles'

/** Pushes a notification to the signed-in user, as the host would for a real event. */
export function NotifySection() {
  const { user } = useCurrentUser()
  const toast = useToast()
  const [message, setMessage] = useState('')
  const [icon, setIcon] = useState(NOTIFICATION_ICON_OPTIONS[0].value)
  const [cta, setCta] = useState('')
  const submission = useFormSubmit((input: MockNotification) => pushNotification(input), {
    onSuccess: () => {
      toast.success('Notification pushed.')
      setMessage('')
    },
  })

  if (!user)
    return (
      <Section title="Notifications">
        <StyledText>Sign in to push a notification to yourself.</StyledText>
      </Section>
    )

  return (
    <Section title="Notifications">
      <Form
        aria-label="Push a notification"
        submission={submission}
        onSubmit={() =>
          void submission.submit({
            user_id: user.id,
            message: message.trim(),
            icon: icon || null,
            cta: cta.trim() || null,
          })
        }
      >
        <TextField
          label="Message"
          required
          value={message}
          error={submission.errorFor('message')}
          onChange={(event) => {
            setMessage(event.target.value)
            submission.clearFieldError('message')
          }}
        />
        <SelectField
          label="Type"
          options={NOTIFICATION_ICON_OPTIONS}
          value={icon}
          onChange={(event) => setIcon(event.target.value)}
        />
        <TextField
          label="Link (optional)"
          placeholder="/investor/news"
          value={cta}
          error={submission.errorFor('cta')}
          onChange={(event) => setCta(event.target.value)}
        />
        <StyledActions>
          <Button type="submit" loading={submission.isSubmitting} loadingText="Pushing">
            Push notification
          </Button>
        </StyledActions>
      </Form>
    </Section>
  )
}
