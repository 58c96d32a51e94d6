import { Card, TextField, TextLink } from '@/ui'
import { investorTypePath } from '../model/invest-as'
import { StyledFacts, StyledSectionError } from './invest-styles'
import type { SectionProps } from './section-props'

/** The way chosen on the previous step, a way back to change it, and the pension's provider. */
export function InvestingAsSection({ setup, values, errorFor, change }: SectionProps) {
  const wayError = errorFor('organisation_id') ?? errorFor('investment_method_id')
  return (
    <Card
      title="Investing as"
      actions={
        <TextLink to={investorTypePath(setup.opportunity.slug, setup.as)}>
          Change how you invest
        </TextLink>
      }
    >
      <StyledFacts>
        <dt>{setup.way.title}</dt>
        <dd>{setup.way.description}</dd>
      </StyledFacts>
      {wayError ? <StyledSectionError role="alert">{wayError}</StyledSectionError> : null}
      {setup.as.kind === 'pension' ? (
        <TextField
          label="Pension provider"
          hint="The firm that runs your SIPP or SSAS, e.g. AJ Bell Investcentre."
          name="pension_provider"
          autoComplete="organization"
          maxLength={255}
          value={values.pensionProvider}
          error={errorFor('pension_provider')}
          onChange={(e) => change({ pensionProvider: e.target.value }, 'pension_provider')}
        />
      ) : null}
    </Card>
  )
}
