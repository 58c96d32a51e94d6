import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import styled from 'styled-components'
import type { CurrentUser } from '@/lib/session'
import { EmptyState, PendingStates, RadioGroup } from '@/ui'
import { investorTypesQuery } from '../api/profile-queries'
import { FormCard } from '../components/form-card'
import { useSaveUser } from '../hooks/use-save-user'

const toInput = (value: string) => ({ investor_type_id: value === '' ? null : Number(value) })

/** Profile "type": how the investor usually invests (investor_type_id, investor-types). */
export function TypeSection({ user }: { user: CurrentUser }) {
  const types = useQuery(investorTypesQuery())
  const [value, setValue] = useState(() =>
    user.investor_type_id === null ? '' : String(user.investor_type_id),
  )
  const save = useSaveUser(user.id, toInput, 'Your investor type has been saved.')

  if (types.isPending || types.isError)
    return (
      <PendingStates
        query={types}
        loading="Loading investor types…"
        errorTitle="We could not load the investor types"
      />
    )
  if (types.data.data.length === 0)
    return <EmptyState title="There are no investor types to choose from" />

  const options = types.data.data.map((t) => ({
    value: String(t.id),
    label: (
      <StyledOption>
        <strong>{t.name}</strong>
        {t.description ? <span>{t.description}</span> : null}
      </StyledOption>
    ),
  }))

  return (
    <FormCard
      title="How you invest"
      label="Investor type"
      lead="This is how you usually invest with us. You can still choose another way each time you invest."
      onSubmit={() => void save.submit(value)}
      submission={save}
      submitLabel="Save investor type"
      loadingText="Saving"
    >
      <RadioGroup
        legend="Investor type"
        name="investor_type_id"
        options={options}
        value={value}
        error={save.errorFor('investor_type_id')}
        onChange={(next) => {
          setValue(next)
          save.clearFieldError('investor_type_id')
        }}
      />
    </FormCard>
  )
}

const StyledOption = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;

  span {
    color: ${({ theme }) => theme.colours.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`
