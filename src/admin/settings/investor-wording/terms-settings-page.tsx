import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import styled from 'styled-components'
import { aiRewrite } from '@/admin/kit/records'
import { TermsContent } from '@/shared/investor-wording'
import { can } from '@/lib/permissions'
import { useCurrentUser } from '@/lib/session'
import { settingsQuery, tenantTerms, type TenantSettings, type TermsFormat } from '@/lib/tenant'
import { Button, Card, Form, Modal, RadioGroup, RichTextEditor, TextField, useToast } from '@/ui'
import { useSaveSettings } from '../api/save-settings'
import { SaveActions } from '../components/save-actions'
import { SettingsRowPage } from '../components/settings-row-page'
import { StyledColumns } from './wording-form'
import { termsError, termsPatch, termsValues, type TermsValues } from './terms-values'
import { MutedText } from '../components/muted-text'

export const PUBLISH_WARNING = 'Every investor will have to accept the new terms before continuing.'

const FORMATS = [
  { value: 'text', label: 'Text written here' },
  { value: 'url', label: 'A link to your terms' },
]

/** Investor › Terms: the terms investors accept, and publishing a new version of them. */
export function TermsSettingsPage() {
  return (
    <SettingsRowPage
      item="terms"
      description="The terms and conditions every investor accepts before using the portal. Save corrects the current version; publishing a new version asks every investor to accept again."
      what="the terms"
    >
      {(row) => <TermsForm row={row} />}
    </SettingsRowPage>
  )
}

function TermsForm({ row }: { row: TenantSettings }) {
  const client = useQueryClient()
  const toast = useToast()
  const editable = can(useCurrentUser().user?.role_id, 'branding', 'update')
  const [values, setValues] = useState<TermsValues>(() => termsValues(row))
  const [error, setError] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const version = tenantTerms(client.getQueryData(settingsQuery.queryKey) ?? row).version

  const save = useSaveSettings<{ values: TermsValues; publish: boolean }>(
    ({ values: v, publish }) =>
      termsPatch(v, publish, client.getQueryData(settingsQuery.queryKey) ?? row),
    {
      onSuccess: (saved, { publish }) => {
        setConfirming(false)
        const now = tenantTerms(saved).version
        toast.success(
          publish
            ? `Version ${now} published. Investors will be asked to accept it at their next page.`
            : `Terms saved. Investors are still on version ${now}.`,
        )
      },
      onError: () => setConfirming(false),
    },
  )

  const submit = (publish: boolean) => {
    const problem = termsError(values)
    setError(problem)
    if (problem) return
    void save.submit({ values, publish })
  }
  const askPublish = () => {
    const problem = termsError(values)
    setError(problem)
    if (!problem) setConfirming(true)
  }
  const set = (patch: Partial<TermsValues>) => setValues((v) => ({ ...v, ...patch }))
  const preview = termsPreview(values, version)

  return (
    <StyledColumns>
      <Form onSubmit={() => submit(false)} submission={save}>
        <StyledVersion>
          Current version <strong>{version}</strong>
        </StyledVersion>
        <RadioGroup
          legend="Terms format"
          name="terms_format"
          inline
          options={FORMATS}
          value={values.format}
          onChange={(format) => {
            setError(null)
            set({ format: format as TermsFormat })
          }}
          disabled={!editable}
          error={save.errorFor('terms_format')}
        />
        {values.format === 'url' ? (
          <TextField
            label="Terms address"
            name="terms_text"
            type="url"
            inputMode="url"
            placeholder="https://example.com/terms"
            hint="Investors open this link from the terms window."
            value={values.url}
            readOnly={!editable}
            error={error ?? save.errorFor('terms_text')}
            onChange={(e) => set({ url: e.target.value })}
          />
        ) : (
          <RichTextEditor
            label="Terms text"
            hint="Investors read this in the terms window and on the Terms page."
            value={values.text}
            onChange={(text) => set({ text })}
            onAiRewrite={editable ? aiRewrite : undefined}
            readOnly={!editable}
            error={save.errorFor('terms_text')}
          />
        )}
        {editable ? (
          <SaveActions saving={save.isSubmitting && !confirming}>
            <Button type="button" variant="secondary" onClick={askPublish}>
              Publish as new version
            </Button>
          </SaveActions>
        ) : null}
      </Form>
      <Card title="Preview">{preview}</Card>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Publish version ${version + 1}?`}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              onClick={() => submit(true)}
              loading={save.isSubmitting}
              loadingText="Publishing…"
            >
              Publish version {version + 1}
            </Button>
          </>
        }
      >
        <p>{PUBLISH_WARNING}</p>
      </Modal>
    </StyledColumns>
  )
}

/** The terms as the investor's dialog shows them (TermsContent sanitises the HTML). */
function termsPreview(values: TermsValues, version: number) {
  const terms = tenantTerms({
    terms: {
      terms_version: version,
      terms_format: values.format,
      terms_text: values.format === 'url' ? values.url.trim() : values.text,
    },
  } as TenantSettings)
  if (!terms.text) return <MutedText>No terms yet: investors see an empty terms window.</MutedText>
  return <TermsContent terms={terms} />
}

const StyledVersion = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.textMuted};

  strong {
    color: ${({ theme }) => theme.colours.text};
  }
`
