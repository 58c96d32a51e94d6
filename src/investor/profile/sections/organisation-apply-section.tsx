import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useFlags } from '@/lib/flags'
import { EmptyState, useToast } from '@/ui'
import { FormCard } from '../components/form-card'
import { OrganisationApplyFields } from '../components/organisation-apply-fields'
import { useApplyOrganisation } from '../hooks/use-apply-organisation'
import {
  applyPrecheck,
  EMPTY_APPLY,
  type ApplyField,
  type ApplyValues,
} from '../model/apply-values'
import { profilePath } from '../model/profile-slug'

/**
 * Profile "organisation-apply": register a company, trust, partnership, charity or pension
 * scheme and apply to invest through it (staff review it under Organisation applications).
 */
export function OrganisationApplySection() {
  const { organisationLinks } = useFlags()
  const navigate = useNavigate()
  const toast = useToast()
  const [values, setValues] = useState<ApplyValues>(EMPTY_APPLY)
  const [local, setLocal] = useState<Partial<Record<ApplyField, string>>>({})
  const [localFailures, setLocalFailures] = useState(0)
  const apply = useApplyOrganisation((organisation) => {
    toast.success(
      `Your application to join ${organisation.name} has been sent. We will let you know when we have reviewed it.`,
    )
    navigate(profilePath(`organisation_${organisation.id}`))
  })

  if (!organisationLinks)
    return (
      <EmptyState
        title="Organisation applications are closed"
        description="Please contact us if you would like to invest through an organisation."
      />
    )

  const fieldErrors = { ...apply.fieldErrors, ...local }
  const submit = () => {
    const problems = applyPrecheck(values)
    setLocal(problems)
    if (Object.keys(problems).length > 0) {
      setLocalFailures((n) => n + 1)
      return
    }
    void apply.submit(values)
  }

  return (
    <FormCard
      title="Your organisation"
      label="Apply to an organisation"
      lead="Tell us about the organisation and your role in it. We will check the details and let you know when you can invest through it."
      onSubmit={submit}
      submission={{ ...apply, fieldErrors, failures: apply.failures + localFailures }}
      submitLabel="Send application"
      loadingText="Sending application"
    >
      <OrganisationApplyFields
        values={values}
        errors={fieldErrors}
        registered={apply.pendingOrganisation?.name ?? null}
        onChange={(field, value) => {
          setValues((v) => ({ ...v, [field]: value }))
          apply.clearFieldError(field)
          setLocal(({ [field]: _gone, ...rest }) => rest)
        }}
      />
    </FormCard>
  )
}
