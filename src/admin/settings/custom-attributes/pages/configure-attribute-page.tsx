import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate, useParams } from 'react-router-dom'
import { errorStatus, queryErrorMessage } from '@/lib/api'
import { useCurrentUser } from '@/lib/session'
import {
  Button,
  Card,
  Checkbox,
  ErrorState,
  Form,
  FormActions,
  InfoIcon,
  LinkButton,
  LoadingState,
  NotFoundError,
  Stack,
  TextAreaField,
  TextField,
  useFormSubmit,
  useToast,
} from '@/ui'
import { SettingsFrame } from '../../components/settings-frame'
import {
  attributeKeys,
  attributeQuery,
  updateAttribute,
  type AttributeChanges,
} from '../api/attributes'
import { KindFields } from '../components/kind-fields'
import { OptionsEditor } from '../components/options-editor'
import {
  ENTITY_LABELS,
  LIST_PATH,
  LOCKED_EXPLANATION,
  mayChange,
  mayLock,
  type Attribute,
} from '../model/attribute-model'
import { StyledGrid, StyledWide, StyledNotice } from './configure-attribute-styles'
import { draftOf, type Draft } from './attribute-draft'

const BACK = { to: LIST_PATH, label: 'Back to Custom Attributes' }

/** `/admin/settings/attributes/configure/:id`: one custom attribute's type, options and rules. */
export function ConfigureAttributePage() {
  const id = useParams().id ?? ''
  const valid = /^\d+$/.test(id)
  const query = useQuery({ ...attributeQuery(id), enabled: valid })
  if (!valid || (query.isError && errorStatus(query.error) === 404))
    throw new NotFoundError('custom attribute')

  if (!query.data)
    return (
      <SettingsFrame item="custom-attributes" title="Configure attribute" back={BACK}>
        {query.isError ? (
          <ErrorState
            title="The custom attribute could not be loaded"
            message={queryErrorMessage(query.error) ?? 'Please try again.'}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <LoadingState label="Loading the custom attribute…" />
        )}
      </SettingsFrame>
    )
  return <ConfigureAttribute key={query.data.id} attribute={query.data} />
}

function ConfigureAttribute({ attribute }: { attribute: Attribute }) {
  const roleId = useCurrentUser().user?.role_id ?? null
  const navigate = useNavigate()
  const toast = useToast()
  const client = useQueryClient()
  const [draft, setDraft] = useState(() => draftOf(attribute))
  const editable = mayChange(roleId, attribute)
  const locker = mayLock(roleId)

  const submission = useFormSubmit(
    (changes: AttributeChanges) => updateAttribute(attribute.id, changes),
    {
      onSuccess: (saved) => {
        void client.invalidateQueries({ queryKey: attributeKeys.all })
        toast.success(`Changes to ${saved.name} saved`)
      },
    },
  )
  const set = <K extends keyof Draft>(field: K, value: Draft[K], hostField: string = field) => {
    setDraft((d) => ({ ...d, [field]: value }))
    submission.clearFieldError(hostField)
  }

  const save = () => {
    const changes: AttributeChanges = {
      name: draft.name.trim(),
      key: draft.key.trim(),
      type: draft.type,
      entity: draft.entity,
      description: draft.description.trim() === '' ? null : draft.description.trim(),
      is_required: draft.required ? 1 : 0,
      options:
        draft.type === 'select'
          ? draft.options.map((o) => o.text.trim()).filter((t) => t !== '')
          : null,
    }
    // The lock is sent only when it changes: it is Support's (SPEC §6 attributes_lock).
    if (draft.locked !== (attribute.is_locked === 1)) changes.is_locked = draft.locked ? 1 : 0
    void submission.submit(changes)
  }

  return (
    <SettingsFrame
      item="custom-attributes"
      title={attribute.name}
      back={BACK}
      description={`Applies to ${ENTITY_LABELS[attribute.entity].toLowerCase()}: shown on their forms and details under Additional details.`}
    >
      <Form onSubmit={save} submission={submission}>
        {!editable ? (
          <StyledNotice as="p" $nowrap $align="flex-start" role="note">
            <InfoIcon />
            <span>
              {attribute.is_locked === 1
                ? LOCKED_EXPLANATION
                : 'Your role may look at this attribute but not change it.'}
            </span>
          </StyledNotice>
        ) : null}
        <Card title="Attribute">
          <StyledGrid>
            <TextField
              label="Name"
              name="name"
              required
              maxLength={255}
              disabled={!editable}
              value={draft.name}
              error={submission.errorFor('name')}
              onChange={(e) => set('name', e.target.value)}
            />
            <TextField
              label="Key"
              name="key"
              required
              maxLength={100}
              disabled={!editable}
              hint="How exports and integrations name it."
              value={draft.key}
              error={submission.errorFor('key')}
              onChange={(e) => set('key', e.target.value)}
            />
            <KindFields
              value={draft}
              disabled={!editable}
              errorFor={submission.errorFor}
              onChange={set}
            />
            <StyledWide>
              <TextAreaField
                label="Description"
                name="description"
                rows={3}
                maxLength={1000}
                disabled={!editable}
                hint="Shown under the field on the record's form."
                value={draft.description}
                error={submission.errorFor('description')}
                onChange={(e) => set('description', e.target.value)}
              />
            </StyledWide>
          </StyledGrid>
        </Card>
        {draft.type === 'select' ? (
          <Card title="Options">
            <OptionsEditor
              options={draft.options}
              disabled={!editable}
              errorFor={submission.errorFor}
              onChange={(options) => set('options', options)}
            />
          </Card>
        ) : null}
        <Card title="Rules">
          <Stack>
            <Checkbox
              label="Required"
              name="is_required"
              hint="A record cannot be saved without a value for it."
              disabled={!editable}
              checked={draft.required}
              error={submission.errorFor('is_required')}
              onChange={(e) => set('required', e.target.checked, 'is_required')}
            />
            <Checkbox
              label="Locked"
              name="is_locked"
              hint={
                locker
                  ? 'Only Support can change a locked attribute, and investors cannot fill it in themselves.'
                  : 'Only Support can lock or unlock an attribute.'
              }
              disabled={!locker}
              checked={draft.locked}
              error={submission.errorFor('is_locked')}
              onChange={(e) => set('locked', e.target.checked, 'is_locked')}
            />
          </Stack>
        </Card>
        <FormActions>
          <LinkButton variant="secondary" href={LIST_PATH} onNavigate={navigate}>
            {editable ? 'Cancel' : 'Back to the list'}
          </LinkButton>
          {editable ? (
            <Button type="submit" loading={submission.isSubmitting} loadingText="Saving…">
              Save changes
            </Button>
          ) : null}
        </FormActions>
      </Form>
    </SettingsFrame>
  )
}
