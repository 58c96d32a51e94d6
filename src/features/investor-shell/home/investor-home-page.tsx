import { Link } from 'react-router-dom'
import { useCurrentUser } from '../../../lib/session'
import { useTenantSettings } from '../../../lib/tenant'
import { SectionIcon } from '../nav/nav-icons'
import { useInvestorNav } from '../nav/use-investor-nav'
import {
  StyledCard,
  StyledCardIcon,
  StyledCardLink,
  StyledCardText,
  StyledCardTitle,
  StyledCards,
  StyledHeading,
  StyledIntro,
  StyledLead,
} from './home-styles'
import { isCardSection, SECTION_DESCRIPTIONS } from './section-descriptions'

/**
 * /investor until the investor portal's own overview lands: a greeting and a card for each
 * section this tenant's navigation offers (same order and words), no figures.
 */
export function InvestorHomePage() {
  const { user } = useCurrentUser()
  const { pageTitle } = useTenantSettings()
  const sections = useInvestorNav().flatMap((item) =>
    isCardSection(item.key) ? [{ ...item, key: item.key }] : [],
  )
  const firstName = user?.name?.trim()

  return (
    <>
      <StyledIntro>
        <StyledHeading>{firstName ? `Welcome back, ${firstName}` : 'Welcome back'}</StyledHeading>
        <StyledLead>Everything in your {pageTitle} account, one step away.</StyledLead>
      </StyledIntro>
      <StyledCards>
        {sections.map((section) => (
          <StyledCard key={section.key}>
            <StyledCardIcon>
              <SectionIcon section={section.key} />
            </StyledCardIcon>
            <StyledCardTitle>
              <StyledCardLink as={Link} to={section.to}>
                {section.label}
              </StyledCardLink>
            </StyledCardTitle>
            <StyledCardText>{SECTION_DESCRIPTIONS[section.key]}</StyledCardText>
          </StyledCard>
        ))}
      </StyledCards>
    </>
  )
}
