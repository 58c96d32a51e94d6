import { useTenantSettings } from '@/lib/tenant'
import { Checkbox } from '@/ui'

export interface TermsConsentProps {
  checked: boolean
  error?: string
  onChange: (checked: boolean) => void
}

/**
 * The sign-up consent asked for when the tenant's terms feature is on (openapi RegisterInput
 * `terms`). A terms address (terms_format 'url') is offered as a link opening in a new tab.
 */
export function TermsConsent({ checked, error, onChange }: TermsConsentProps) {
  const { terms } = useTenantSettings()
  const link = terms.format === 'url' ? terms.text : null
  return (
    <Checkbox
      name="terms"
      label="I have read, understood and accept the terms and conditions"
      hint={
        link ? (
          <a href={link} target="_blank" rel="noopener noreferrer">
            Read the terms and conditions (opens in a new tab)
          </a>
        ) : undefined
      }
      checked={checked}
      error={error}
      onChange={(event) => onChange(event.target.checked)}
    />
  )
}
