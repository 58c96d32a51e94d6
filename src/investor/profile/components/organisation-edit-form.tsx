import { useQueryClient } from '@tanstack/react-query'
import { resourceKeys } from '@/lib/resources'
import { sessionKeys } from '@/lib/session'
import { useFields } from '@/shared/session'
import { TextField, useFormSubmit, useToast } from '@/ui'
import { saveOrganisation } from '../api/profile-requests'
import {
  organisationUpdate,
  organisationValues,
  type OrganisationValues,
} from '../model/organisation-values'
import type { Organisation } from '../model/profile-records'
import { FormCard } from './form-card'
import { RegisteredPlaceFields } from './registered-place-fields'
import { StyledFieldGrid, StyledWide } from './profile-styles'

/** The main contact's form for the organisation's contact details and registered address. */
export function OrganisationEditForm({ organisation }: { organisation: Organisation }) {
  const queryClient = useQueryClient()
  const toast = useToast()
  const save = useFormSubmit(
    (v: OrganisationValues) => saveOrganisation(organisation.id, organisationUpdate(v)),
    {
      onSuccess: () => {
        toast.success(`${organisation.name}'s details have been saved.`)
        void queryClient.invalidateQueries({ queryKey: resourceKeys('organisations').all })
        void queryClient.invalidateQueries({ queryKey: sessionKeys.user() })
      },
    },
  )
  const { values, field: bind } = useFields<OrganisationValues>(
    () => organisationValues(organisation),
    save,
  )

  return (
    <FormCard
      title="Update contact details"
      lead="As the organisation's main contact you can keep these up to date. To change its name or registration details, please contact us."
      onSubmit={() => void save.submit(values)}
      submission={save}
      submitLabel="Save organisation details"
      loadingText="Saving"
    >
      <StyledFieldGrid>
        <TextField label="Email address" type="email" {...bind('email')} />
        <TextField label="Phone number" type="tel" {...bind('phone')} />
        <StyledWide>
          <TextField label="Website" type="url" placeholder="https://" {...bind('website')} />
        </StyledWide>
        <StyledWide>
          <TextField label="Address line 1" {...bind('registered_address_line_1')} />
        </StyledWide>
        <StyledWide>
          <TextField label="Address line 2" {...bind('registered_address_line_2')} />
        </StyledWide>
        <RegisteredPlaceFields bind={bind} />
      </StyledFieldGrid>
    </FormCard>
  )
}
