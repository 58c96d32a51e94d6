import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import styled from 'styled-components'
import { can } from '@/lib/permissions'
import { useCurrentUser } from '@/lib/session'
import { settingsQuery, type TenantSettings } from '@/lib/tenant'
import { DEFAULT_TERMS, type TermKey } from '@/lib/terminology'
import { Button, Card, Form, TextAreaField, TextField, useToast, VisuallyHidden } from '@/ui'
import { useSaveSettings } from '../api/save-settings'
import { SaveActions } from '../components/save-actions'
import { mergeNavigation, termValues, type TermValues } from './navigation-patch'
import { TERM_HINTS } from './term-pages'
import { MutedText } from '../components/muted-text'

/** Words longer than this are sentences (the transfer message): they get a text area. */
const SENTENCE = 60

export interface TerminologyFormProps {
  row: TenantSettings
  terms: readonly TermKey[]
  /** The page's name for the toast ("Navigation"). */
  label: string
}

/**
 * One terminology page's words: each with its default, the tenant's word (empty = the
 * default) and a reset. Saving writes only this page's keys into the navigation JSON as it is
 * at the moment of saving, so words saved meanwhile on another page or tab are kept.
 */
export function TerminologyForm({ row, terms, label }: TerminologyFormProps) {
  const client = useQueryClient()
  const toast = useToast()
  const roleId = useCurrentUser().user?.role_id
  const editable = can(roleId, 'branding', 'update')
  const [values, setValues] = useState<TermValues>(() => termValues(row.navigation, terms))
  const save = useSaveSettings<TermValues>(
    (v) => {
      const latest = client.getQueryData(settingsQuery.queryKey) ?? row
      return { navigation: mergeNavigation(latest.navigation, v) }
    },
    { onSuccess: () => toast.success(`${label} terminology saved.`) },
  )
  const set = (key: TermKey, word: string) => setValues((v) => ({ ...v, [key]: word }))

  return (
    <Form onSubmit={() => void save.submit(values)} submission={save}>
      <Card title="Terms">
        <MutedText>Leave a word empty to use the default.</MutedText>
        <StyledList>
          {terms.map((key) => {
            const fallback = DEFAULT_TERMS[key]
            const Field = fallback.length > SENTENCE ? TextAreaField : TextField
            const value = values[key] ?? ''
            return (
              <StyledRow key={key}>
                <Field
                  name={key}
                  label={fallback.length > SENTENCE ? sentenceLabel(key) : fallback}
                  hint={hintFor(key, fallback)}
                  placeholder={fallback}
                  value={value}
                  readOnly={!editable}
                  error={save.errorFor(`navigation.${key}`)}
                  onChange={(e: { target: { value: string } }) => set(key, e.target.value)}
                />
                {editable ? (
                  <StyledReset
                    type="button"
                    variant="secondary"
                    size="sm"
                    disabled={value === ''}
                    onClick={() => set(key, '')}
                  >
                    Reset to default
                    <VisuallyHidden>
                      {' '}
                      for {fallback.length > SENTENCE ? sentenceLabel(key) : fallback}
                    </VisuallyHidden>
                  </StyledReset>
                ) : null}
              </StyledRow>
            )
          })}
        </StyledList>
      </Card>
      {editable ? <SaveActions saving={save.isSubmitting} /> : null}
    </Form>
  )
}

const sentenceLabel = (key: TermKey) =>
  key
    .split('_')
    .map((w, i) => (i === 0 ? w[0].toUpperCase() + w.slice(1) : w))
    .join(' ')

function hintFor(key: TermKey, fallback: string) {
  const where = TERM_HINTS[key]
  const shown = fallback.length > SENTENCE ? 'the standard wording' : `“${fallback}”`
  return where ? `Default ${shown}. ${where}` : `Default ${shown}.`
}

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
`

const StyledRow = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} 0;
  border-top: 1px solid ${({ theme }) => theme.colours.border};

  &:first-child {
    border-top: 0;
    padding-top: 0;
  }

  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;
  }
`

const StyledReset = styled(Button)`
  justify-self: start;

  ${({ theme }) => theme.media.up('md')} {
    /* Level with the input, below the label. */
    margin-top: 1.75rem;
  }
`
