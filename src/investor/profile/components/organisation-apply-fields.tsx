import styled from 'styled-components'
import { SelectField, Stack, TextField } from '@/ui'
import type { ApplyField, ApplyValues } from '../model/apply-values'
import { LINK_ROLES, ORGANISATION_TYPES } from '../model/labels'
import { StyledFieldGrid, StyledFormHeading, StyledLead, StyledWide } from './profile-styles'
import { RegisteredPlaceFields } from './registered-place-fields'

export interface OrganisationApplyFieldsProps {
  values: ApplyValues
  errors: Partial<Record<string, string>>
  /** The organisation already registered by an earlier attempt: its details are fixed. */
  registered: string | null
  onChange: (field: ApplyField, value: string) => void
}

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }))

/** The organisation's details, then the applicant's role in it. */
export function OrganisationApplyFields({
  values,
  errors,
  registered,
  onChange,
}: OrganisationApplyFieldsProps) {
  const bind = (field: ApplyField) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  })
  return (
    <>
      <StyledFieldset as="fieldset" disabled={registered !== null}>
        <legend>
          <StyledFormHeading as="span">Organisation</StyledFormHeading>
        </legend>
        {registered ? (
          <StyledLead>
            We have registered {registered}. Send your application again to finish.
          </StyledLead>
        ) : null}
        <StyledFieldGrid>
          <TextField
            label="Organisation name"
            required
            autoComplete="organization"
            {...bind('name')}
          />
          <SelectField
            label="Type of organisation"
            required
            placeholder="Select a type"
            options={options(ORGANISATION_TYPES)}
            {...bind('type')}
          />
          <TextField
            label="Company number"
            hint="Its Companies House number, if it has one."
            {...bind('company_number')}
          />
          {values.type === 'charity' ? (
            <TextField label="Charity number" {...bind('charity_number')} />
          ) : null}
          <TextField label="Email address" type="email" {...bind('email')} />
          <TextField label="Phone number" type="tel" {...bind('phone')} />
          <StyledWide>
            <TextField label="Registered address" {...bind('registered_address_line_1')} />
          </StyledWide>
          <RegisteredPlaceFields bind={bind} />
        </StyledFieldGrid>
      </StyledFieldset>
      <StyledFieldset as="fieldset">
        <legend>
          <StyledFormHeading as="span">Your role</StyledFormHeading>
        </legend>
        <StyledFieldGrid>
          <SelectField
            label="Your role in the organisation"
            required
            placeholder="Select your role"
            options={options(LINK_ROLES)}
            {...bind('role')}
          />
          {values.role === 'shareholder' ? (
            <TextField
              label="Your shareholding (%)"
              inputMode="decimal"
              {...bind('ownership_percentage')}
            />
          ) : null}
        </StyledFieldGrid>
      </StyledFieldset>
    </>
  )
}

const StyledFieldset = styled(Stack)`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    padding: 0;
  }
`
