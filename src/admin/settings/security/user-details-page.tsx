import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import styled from 'styled-components'
// The sign-in pages' controlled text fields, wired to the submission's 422s.
import { useFields } from '@/shared/session'
import { updateRecord } from '@/lib/resources'
import { currentUserQuery, useCurrentUser, type CurrentUser } from '@/lib/session'
import {
  Avatar,
  Button,
  FileField,
  Form,
  LoadingState,
  Row,
  Stack,
  TextField,
  useFormSubmit,
  useToast,
} from '@/ui'
import { SaveActions } from '@/admin/settings/components/save-actions'
import { SettingsFrame } from '@/admin/settings/components/settings-frame'
import { FormCard } from './security-styles'

type Details = {
  name: string
  surname: string
  email: string
}

/** A new picture, the current one kept, or the current one removed. */
type AvatarChoice =
  { kind: 'keep' } | { kind: 'remove' } | { kind: 'new'; file: File; preview: string }

/** What the form sends: multipart, with `_method=PATCH` (the file upload), as the host reads it. */
export function detailsForm(values: Details, avatar: AvatarChoice): FormData {
  const form = new FormData()
  form.set('name', values.name.trim())
  form.set('surname', values.surname.trim())
  form.set('email', values.email.trim())
  if (avatar.kind === 'new') form.set('avatar_file', avatar.file)
  if (avatar.kind === 'remove') form.set('avatar', '')
  return form
}

/**
 * /admin/settings/security/user-details: the signed-in staff member's name, email and picture
 * (PATCH /api/users/{id} as multipart). The saved user becomes the session's user at once, so
 * the top bar shows the new name and picture without a reload.
 */
export function UserDetailsPage() {
  const { user } = useCurrentUser()
  return (
    <SettingsFrame
      item="user-details"
      description="Your name, email and picture, as colleagues see them in the admin portal."
    >
      {user ? <DetailsForm user={user} /> : <LoadingState label="Loading your details…" />}
    </SettingsFrame>
  )
}

function DetailsForm({ user }: { user: CurrentUser }) {
  const toast = useToast()
  const client = useQueryClient()
  const fileInput = useRef<HTMLInputElement>(null)
  const [avatar, setAvatar] = useState<AvatarChoice>({ kind: 'keep' })
  const preview = avatar.kind === 'new' ? avatar.preview : null
  // The chosen file's preview address is released once another choice replaces it.
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview])
  const shown = avatar.kind === 'new' ? preview : avatar.kind === 'remove' ? null : user.avatar

  const submission = useFormSubmit((form: FormData) => updateRecord('users', user.id, form), {
    onSuccess: (saved) => {
      client.setQueryData(currentUserQuery.queryKey, (prev) =>
        prev ? { ...prev, ...pick(saved) } : prev,
      )
      void client.invalidateQueries({ queryKey: currentUserQuery.queryKey })
      setAvatar({ kind: 'keep' })
      if (fileInput.current) fileInput.current.value = ''
      toast.success('Your details have been saved.')
    },
  })
  const { values, field } = useFields<Details>(
    { name: user.name ?? '', surname: user.surname ?? '', email: user.email ?? '' },
    submission,
  )

  return (
    <FormCard>
      <Form
        aria-label="Your details"
        submission={submission}
        onSubmit={() => void submission.submit(detailsForm(values, avatar))}
      >
        <Row $gap="md" $align="flex-start">
          <Avatar
            name={values.name || user.name}
            surname={values.surname}
            id={user.id}
            src={shown}
            size="lg"
          />
          <StyledPictureControls $gap="xs" $align="flex-start">
            <FileField
              ref={fileInput}
              label="Picture"
              name="avatar_file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              hint="PNG, JPEG, GIF or WebP, up to 1 MB."
              error={submission.errorFor('avatar_file') ?? submission.errorFor('avatar')}
              onChange={(files) => {
                // An emptied input (cancelled dialog, or cleared by "Remove") changes nothing.
                if (!files[0]) return
                setAvatar({ kind: 'new', file: files[0], preview: URL.createObjectURL(files[0]) })
                submission.clearFieldError('avatar_file')
              }}
            />
            {shown ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  if (fileInput.current) fileInput.current.value = ''
                  setAvatar({ kind: 'remove' })
                }}
              >
                Remove picture
              </Button>
            ) : avatar.kind === 'remove' ? (
              <StyledNote>Your picture will be removed when you save.</StyledNote>
            ) : null}
          </StyledPictureControls>
        </Row>
        <TextField label="First name" required autoComplete="given-name" {...field('name')} />
        <TextField label="Surname" autoComplete="family-name" {...field('surname')} />
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="email"
          spellCheck={false}
          {...field('email')}
        />
        <SaveActions saving={submission.isSubmitting} label="Save details" savingLabel="Saving" />
      </Form>
    </FormCard>
  )
}

/** The columns of the saved row this form changes (the session user keeps its includes). */
function pick(saved: Partial<CurrentUser>): Partial<CurrentUser> {
  const { name, surname, email, avatar } = saved
  return { name, surname, email, avatar }
}

const StyledPictureControls = styled(Stack)`
  flex: 1 1 14rem;
  min-width: 0;
`

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
