import { lazy, Suspense, useState } from 'react'
import styled from 'styled-components'
import { useTenantSettings } from '@/lib/tenant'
import { Checkbox, LoadingState } from '@/ui'

// The terms' text (and its HTML view) loads only when someone opens it, not with /register.
const TermsContent = lazy(() => import('./terms-reader'))

export interface TermsConsentProps {
  checked: boolean
  error?: string
  onChange: (checked: boolean) => void
}

/**
 * The sign-up consent asked for when the tenant's terms feature is on (openapi RegisterInput
 * `terms`). The investor can read what they accept before ticking: a terms address (terms_format
 * 'url') is a link opening in a new tab, a text opens in place.
 */
export function TermsConsent({ checked, error, onChange }: TermsConsentProps) {
  const { terms } = useTenantSettings()
  const [reading, setReading] = useState(false)
  const link = terms.format === 'url' ? terms.text : null
  return (
    <>
      {terms.format !== 'url' && terms.text ? (
        <StyledTerms onToggle={(event) => setReading(event.currentTarget.open)}>
          <summary>Read the terms and conditions</summary>
          {reading ? (
            <Suspense fallback={<LoadingState label="Loading the terms and conditions…" />}>
              <TermsContent terms={terms} />
            </Suspense>
          ) : null}
        </StyledTerms>
      ) : null}
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
    </>
  )
}

const StyledTerms = styled.details`
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colours.link};
    font-weight: 600;
  }
  summary + * {
    margin-top: ${({ theme }) => theme.space.sm};
  }
`
