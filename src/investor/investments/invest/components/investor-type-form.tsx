import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { Button, Card, Form, FormActions, TextLink } from '@/ui'
import { investAsKey, investPath, type InvestAs } from '../model/invest-as'
import type { InvestWays } from '../model/invest-ways'
import { StyledLead } from './invest-styles'
import { WayCards } from './way-cards'

export interface InvestorTypeFormProps {
  slug: string
  ways: InvestWays
  /** The choice the investor made before (back from the invest page), if still open to them. */
  initial: InvestAs | null
}

const PROFILE_ORGANISATION_APPLY = '/investor/profile/organisation-apply'

/** "How would you like to invest?": pick a way, then continue to the invest page. */
export function InvestorTypeForm({ slug, ways, initial }: InvestorTypeFormProps) {
  const navigate = useNavigate()
  const only = ways.all.length === 1 ? ways.all[0].key : null
  const [value, setValue] = useState<string | null>(() =>
    initial && ways.all.some((w) => w.key === investAsKey(initial)) ? investAsKey(initial) : only,
  )
  const [error, setError] = useState<string | null>(null)
  const [failures, setFailures] = useState(0)

  const submit = () => {
    const way = ways.all.find((w) => w.key === value)
    if (!way) {
      setError('Choose how you would like to invest')
      setFailures((n) => n + 1)
      return
    }
    navigate(investPath(slug, way.as))
  }

  if (ways.all.length === 0) {
    return (
      <Card title="No way to invest is available">
        <StyledLead>
          Your account has no way to invest set up yet. Please contact us and we will help you.
        </StyledLead>
      </Card>
    )
  }

  return (
    <Card>
      <Form
        onSubmit={submit}
        submission={{ isSubmitting: false, formError: null, fieldErrors: {}, failures }}
      >
        <WayCards
          legend="How would you like to invest?"
          groups={ways.groups}
          value={value}
          error={error}
          onChange={(key) => {
            setValue(key)
            setError(null)
          }}
        />
        {ways.pendingOrganisations.length > 0 ? (
          <StyledLead>
            Awaiting approval: {ways.pendingOrganisations.join(', ')}. You can invest through an
            organisation once we have approved your link to it.
          </StyledLead>
        ) : null}
        {ways.canApplyForOrganisation ? (
          <StyledLead>
            Investing for a company, trust or charity?{' '}
            <TextLink to={PROFILE_ORGANISATION_APPLY}>Apply to link an organisation</TextLink>
          </StyledLead>
        ) : null}
        <FormActions>
          <Button type="submit">Continue</Button>
        </FormActions>
      </Form>
    </Card>
  )
}
