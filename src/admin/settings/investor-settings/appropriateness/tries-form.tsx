import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import styled from 'styled-components'
import { Card, Form, TextField, useFormSubmit, useToast } from '@/ui'
import { SaveActions } from '@/admin/settings/components/save-actions'
import {
  complianceSettingsKey,
  saveComplianceTries,
  type ComplianceSettings,
} from './appropriateness-api'

/** SPEC §9: 9999 is how the product spells "unlimited". */
const UNLIMITED = 9999

export interface TriesFormProps {
  settings: ComplianceSettings
  riskWarning: boolean
  canEdit: boolean
}

const describeTries = (n: number) =>
  n <= 0 || n >= UNLIMITED ? 'unlimited attempts' : `${n} ${n === 1 ? 'attempt' : 'attempts'}`

/**
 * The attempts an investor has at the test (compliance_tries; 0 is unlimited). With the risk
 * warning on the product ignores it and allows unlimited attempts (SPEC §4), which is said here.
 */
export function TriesForm({ settings, riskWarning, canEdit }: TriesFormProps) {
  const client = useQueryClient()
  const toast = useToast()
  const [value, setValue] = useState(String(settings.compliance_tries))
  const submission = useFormSubmit<string, ComplianceSettings>(
    (raw) => saveComplianceTries(raw.trim() === '' ? Number.NaN : Number(raw)),
    {
      onSuccess: (saved) => {
        client.setQueryData(complianceSettingsKey, saved)
        toast.success(`Investors now have ${describeTries(saved.compliance_tries)}.`)
      },
    },
  )
  const cooldown = settings.cooldown_hours ?? 24

  return (
    <Card title="Attempts allowed">
      {riskWarning ? (
        <StyledNote role="note">
          The risk warning is on, so investors have unlimited attempts (9999) whatever is set here;
          the number below applies when it is off.
        </StyledNote>
      ) : null}
      <Form
        aria-label="Attempts allowed"
        submission={submission}
        onSubmit={() => void submission.submit(value)}
      >
        <TextField
          label="Number of attempts"
          type="number"
          inputMode="numeric"
          min={0}
          max={UNLIMITED}
          step={1}
          value={value}
          readOnly={!canEdit}
          onChange={(e) => {
            setValue(e.target.value)
            submission.clearFieldError('compliance_tries')
          }}
          error={submission.errorFor('compliance_tries')}
          hint={`0 means unlimited. An investor who fails waits ${cooldown} hours before the next attempt.`}
        />
        {canEdit ? <SaveActions saving={submission.isSubmitting} label="Save attempts" /> : null}
      </Form>
    </Card>
  )
}

const StyledNote = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-inline-start: 4px solid ${({ theme }) => theme.colours.primary};
  background: ${({ theme }) => theme.colours.primarySubtle};
`
