import { Card, RadioGroup } from '@/ui'
import type { TaxOption } from '../model/invest-form'
import type { SectionProps } from './section-props'

const SCHEMES: Record<string, string> = {
  EIS: 'EIS (Enterprise Investment Scheme)',
  SEIS: 'SEIS (Seed Enterprise Investment Scheme)',
  VCT: 'VCT (Venture Capital Trust)',
  IHT: 'IHT (Business Relief from inheritance tax)',
}

/** The scheme, and the income tax relief it gives where it gives one (not IHT). */
const reliefLabel = (option: TaxOption) => {
  const percent = Number(option.relief_percent)
  const income = option.name !== 'IHT' && percent > 0 ? ` · ${percent}% income tax relief` : ''
  return `${SCHEMES[option.name] ?? option.name}${income}`
}

/** The tax relief the investor claims (tax flag on, and the opportunity offers some). */
export function TaxSection({ setup, values, errorFor, change }: SectionProps) {
  const options = [
    ...setup.taxOptions.map((t) => ({ value: t.name, label: reliefLabel(t) })),
    { value: 'none', label: 'No tax relief' },
  ]
  return (
    <Card title="Tax relief">
      <RadioGroup
        legend="Which tax relief would you like to claim?"
        name="tax_option"
        hint="Reliefs depend on your circumstances and the company keeping its qualifying status."
        options={options}
        value={values.taxOption}
        error={errorFor('tax_option')}
        onChange={(taxOption) => change({ taxOption }, 'tax_option')}
      />
    </Card>
  )
}
