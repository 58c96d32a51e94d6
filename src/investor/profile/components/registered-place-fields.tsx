import { SelectField, TextField } from '@/ui'
import { countryOptions } from '@/lib/format'

/** What a form's `bind(name)` gives a field: its name, value, message and change handler. */
interface BoundField {
  name: string
  value: string
  error?: string
  onChange: (event: { target: { value: string } }) => void
}

type PlaceField = 'registered_city' | 'registered_postcode' | 'registered_country'

/** An organisation's registered town, postcode and country, as every organisation form asks. */
export function RegisteredPlaceFields({ bind }: { bind: (field: PlaceField) => BoundField }) {
  return (
    <>
      <TextField label="Town or city" {...bind('registered_city')} />
      <TextField label="Postcode" {...bind('registered_postcode')} />
      <SelectField
        label="Country"
        placeholder="Select a country"
        options={countryOptions()}
        {...bind('registered_country')}
      />
    </>
  )
}
