import type { TenantTerms } from '@/lib/tenant'
import { HtmlView, VisuallyHidden } from '@/ui'
import {
  StyledPlainTerms,
  StyledTermsLine,
  StyledTermsScroll,
  StyledUnavailable,
} from './terms-styles'

const HAS_MARKUP = /<\/?[a-z][^>]*>/i

/**
 * The terms as the tenant set them (SPEC §4): a link for format 'url' (TenantView has already
 * dropped anything but http/https, leaving null), otherwise the text itself, which the editor
 * usually writes as HTML.
 */
export function TermsContent({ terms }: { terms: TenantTerms }) {
  if (terms.format === 'url') {
    if (!terms.text) {
      return (
        <StyledUnavailable>
          The terms and conditions document is not available online at the moment. Please contact us
          for a copy.
        </StyledUnavailable>
      )
    }
    return (
      <StyledTermsLine>
        Please read our{' '}
        <a href={terms.text} target="_blank" rel="noopener noreferrer">
          terms and conditions
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>{' '}
        before accepting them.
      </StyledTermsLine>
    )
  }
  if (!terms.text) return null
  return (
    // Focusable so keyboard users can scroll it (WCAG 2.1.1).
    <StyledTermsScroll role="region" aria-label="Terms and conditions" tabIndex={0}>
      {HAS_MARKUP.test(terms.text) ? (
        <HtmlView html={terms.text} />
      ) : (
        <StyledPlainTerms>{terms.text}</StyledPlainTerms>
      )}
    </StyledTermsScroll>
  )
}
