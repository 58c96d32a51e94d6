import { useState } from 'react'
import styled from 'styled-components'
import { flagsFrom, type FlagName, type Flags } from '@/lib/flags'
import { Card, Checkbox, Form, SectionNote, Stack, useToast } from '@/ui'
import { useSaveSettings } from '@/admin/settings/api/save-settings'
import { SaveActions } from '@/admin/settings/components/save-actions'
import { FEATURE_GROUPS } from './feature-groups'
import { flagsPatch } from './flag-spelling'

export interface FeaturesFormProps {
  /** The settings row as the host sent it (its spellings decide what is written). */
  row: Record<string, unknown>
  mayUpdate: boolean
}

/**
 * Every feature flag as a checkbox with what it changes. Only the flags changed here are
 * written, each in the spelling the host's row uses; on success the app follows at once (the
 * admin menu, the portals' screens).
 */
export function FeaturesForm({ row, mayUpdate }: FeaturesFormProps) {
  const toast = useToast()
  const saved = flagsFrom(row)
  const [values, setValues] = useState<Flags>(saved)
  const changed = (Object.keys(values) as FlagName[]).filter((n) => values[n] !== saved[n])
  const save = useSaveSettings((v: Flags) => flagsPatch(row, saved, v), {
    onSuccess: () => toast.success('Features saved.'),
  })

  return (
    <Form
      aria-label="Features"
      submission={save}
      onSubmit={() => {
        if (changed.length > 0) void save.submit(values)
      }}
    >
      <StyledGroups>
        {FEATURE_GROUPS.map((group) => (
          <Card key={group.title} title={group.title}>
            <Stack>
              {group.flags.map((flag) => (
                <Checkbox
                  key={flag.name}
                  label={<StyledLabel>{flag.label}</StyledLabel>}
                  hint={flag.description}
                  checked={values[flag.name]}
                  disabled={!mayUpdate}
                  error={save.fieldErrors[flag.name]}
                  onChange={(event) => {
                    const on = event.target.checked
                    setValues((v) => ({ ...v, [flag.name]: on }))
                  }}
                />
              ))}
            </Stack>
          </Card>
        ))}
      </StyledGroups>
      {mayUpdate ? (
        <StyledFooter $gap="sm">
          <SectionNote aria-live="polite">
            {changed.length === 0
              ? 'No unsaved changes.'
              : `${changed.length} unsaved ${changed.length === 1 ? 'change' : 'changes'}.`}
          </SectionNote>
          <SaveActions
            saving={save.isSubmitting}
            label="Save features"
            savingLabel="Saving"
            undo={{ changed: changed.length > 0, onUndo: () => setValues(saved) }}
          />
        </StyledFooter>
      ) : null}
    </Form>
  )
}

const StyledGroups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.up('lg')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`

const StyledLabel = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`

const StyledFooter = styled(Stack)`
  ${({ theme }) => theme.media.up('sm')} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`
