import type { CurrentUser } from '@/lib/session'
import { useFields } from '@/shared/session'
import { DateField, SelectField, TextField } from '@/ui'
import { FormCard } from '../components/form-card'
import { StyledFieldGrid, StyledFormHeading, StyledWide } from '../components/profile-styles'
import { useSaveUser } from '../hooks/use-save-user'
import { countryOptions } from '@/lib/format'
import { detailsFrom, detailsInput, type DetailsValues } from '../model/details-values'

/** Profile "details": the investor's name, contact details and address, saved on their row. */
export function DetailsSection({ user }: { user: CurrentUser }) {
  const save = useSaveUser(user.id, detailsInput, 'Your details have been saved.', user.email)
  const { values, field: bind } = useFields<DetailsValues>(() => detailsFrom(user), save)

  return (
    <FormCard
      title="Your details"
      onSubmit={() => void save.submit(values)}
      submission={save}
      submitLabel="Save details"
      loadingText="Saving"
    >
      <StyledFieldGrid>
        <TextField label="First name" required autoComplete="given-name" {...bind('name')} />
        <TextField label="Surname" autoComplete="family-name" {...bind('surname')} />
        <TextField
          label="Email address"
          type="email"
          required
          autoComplete="email"
          {...bind('email')}
        />
        <TextField label="Phone number" type="tel" autoComplete="tel" {...bind('phone')} />
        <DateField label="Date of birth" autoComplete="bday" {...bind('date_of_birth')} />
        <SelectField
          label="Nationality"
          placeholder="Select a nationality"
          options={countryOptions()}
          {...bind('nationality')}
        />
        <StyledWide>
          <StyledFormHeading>Home address</StyledFormHeading>
        </StyledWide>
        <StyledWide>
          <TextField
            label="Address line 1"
            autoComplete="address-line1"
            {...bind('address_line_1')}
          />
        </StyledWide>
        <StyledWide>
          <TextField
            label="Address line 2"
            autoComplete="address-line2"
            {...bind('address_line_2')}
          />
        </StyledWide>
        <TextField label="Town or city" autoComplete="address-level2" {...bind('city')} />
        <TextField label="County" autoComplete="address-level1" {...bind('county')} />
        <TextField label="Postcode" autoComplete="postal-code" {...bind('postcode')} />
        <SelectField
          label="Country"
          placeholder="Select a country"
          autoComplete="country"
          options={countryOptions()}
          {...bind('country')}
        />
      </StyledFieldGrid>
    </FormCard>
  )
}
