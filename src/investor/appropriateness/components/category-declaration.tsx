import styled from 'styled-components'
import { Checkbox, CheckboxGroup, MoneyField, Stack, TextField } from '@/ui'
import type { Category } from '../api/categorisation-requests'
import {
  RISK_ACKNOWLEDGEMENT,
  ruleFor,
  type Declaration,
  type DeclarationErrors,
} from '../model/declaration'
import { StyledPartText, StyledPartTitle } from './panel-styles'

export interface CategoryDeclarationProps {
  category: Category
  value: Declaration
  errors: DeclarationErrors
  onChange: (patch: Partial<Declaration>) => void
  disabled?: boolean
}

/** The chosen category's investor statement: what they confirm, and the figures behind it. */
export function CategoryDeclaration({
  category,
  value,
  errors,
  onChange,
  disabled,
}: CategoryDeclarationProps) {
  const rule = ruleFor(category.key)
  const all = rule.confirm === 'all'
  return (
    <StyledDeclaration as="section" aria-labelledby={`category-${category.id}-title`}>
      <StyledPartTitle id={`category-${category.id}-title`}>
        {category.name} statement
      </StyledPartTitle>
      {category.description ? <StyledPartText>{category.description}</StyledPartText> : null}
      <CheckboxGroup
        legend={all ? 'Confirm each statement' : 'Tick the statements that apply to you'}
        hint={
          all
            ? undefined
            : rule.confirm === 1
              ? 'Tick at least one.'
              : `Tick at least ${rule.confirm === 2 ? 'two' : rule.confirm}.`
        }
        name="statements"
        options={category.statements.map((statement, i) => ({
          value: String(i),
          label: statement,
        }))}
        value={value.statements}
        onChange={(statements) => onChange({ statements })}
        error={errors.statements}
        disabled={disabled}
      />
      {rule.figures === 'percentages' ? (
        <StyledFigures>
          <TextField
            label="In the last 12 months, what percentage of your net assets did you invest in non-readily realisable securities?"
            hint="For example 5. Enter 0 if none."
            inputMode="decimal"
            value={value.pastPercent}
            onChange={(e) => onChange({ pastPercent: e.target.value })}
            error={errors.pastPercent}
            disabled={disabled}
          />
          <TextField
            label="In the next 12 months, what percentage of your net assets do you intend to invest in non-readily realisable securities?"
            hint="For example 5. Enter 0 if none."
            inputMode="decimal"
            value={value.futurePercent}
            onChange={(e) => onChange({ futurePercent: e.target.value })}
            error={errors.futurePercent}
            disabled={disabled}
          />
        </StyledFigures>
      ) : null}
      {rule.figures === 'wealth' ? (
        <StyledFigures>
          <MoneyField
            label="Your annual income in the last financial year"
            hint="Before tax. Enter 0 if you had none."
            value={value.income}
            onChange={(income) => onChange({ income })}
            error={errors.income}
            disabled={disabled}
          />
          <MoneyField
            label="Your net assets in the last financial year"
            hint="Excluding your main home, your pension and any insurance policies. Enter 0 if none."
            value={value.netAssets}
            onChange={(netAssets) => onChange({ netAssets })}
            error={errors.netAssets}
            disabled={disabled}
          />
        </StyledFigures>
      ) : null}
      {rule.figures === 'firm' ? (
        <TextField
          label="Name of the authorised firm that certified you"
          hint="Your certificate must be from the last 36 months."
          value={value.certifyingFirm}
          onChange={(e) => onChange({ certifyingFirm: e.target.value })}
          error={errors.certifyingFirm}
          disabled={disabled}
        />
      ) : null}
      <Checkbox
        label={RISK_ACKNOWLEDGEMENT}
        checked={value.accepted}
        onChange={(e) => onChange({ accepted: e.target.checked })}
        error={errors.accepted}
        disabled={disabled}
      />
    </StyledDeclaration>
  )
}

const StyledDeclaration = styled(Stack)`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.surfaceSubtle};

  ${({ theme }) => theme.media.up('md')} {
    padding: ${({ theme }) => theme.space.lg};
  }
`

const StyledFigures = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: 1fr 1fr;
    align-items: end;
  }
`
