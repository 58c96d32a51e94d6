import { useId } from 'react'
import styled from 'styled-components'
import { AlertIcon, eyebrowStyles, Row, Stack } from '@/ui'
import type { InvestWay, InvestWayGroup } from '../model/invest-ways'

export interface WayCardsProps {
  legend: string
  groups: InvestWayGroup[]
  value: string | null
  onChange: (key: string) => void
  error?: string | null
}

/**
 * One native radio group drawn as cards: arrow keys move between every way (the browser's own
 * radio behaviour), the card is the click target, and each radio is named by the way's title
 * and described by its detail line.
 */
export function WayCards({ legend, groups, value, onChange, error }: WayCardsProps) {
  const name = `way${useId()}`
  const errorId = `${name}-error`
  return (
    <StyledFieldset as="fieldset" $gap="lg" aria-describedby={error ? errorId : undefined}>
      <StyledLegend>{legend}</StyledLegend>
      {groups.map((group) => (
        <Stack
          $gap="sm"
          key={group.type}
          role={group.heading ? 'group' : undefined}
          aria-labelledby={group.heading ? `${name}-${group.type}` : undefined}
        >
          {group.heading ? (
            <StyledGroupHeading id={`${name}-${group.type}`}>{group.heading}</StyledGroupHeading>
          ) : null}
          <StyledCards>
            {group.ways.map((way) => (
              <WayCard
                key={way.key}
                name={name}
                way={way}
                checked={way.key === value}
                invalid={Boolean(error)}
                onChange={onChange}
              />
            ))}
          </StyledCards>
        </Stack>
      ))}
      {error ? (
        <StyledError as="p" $nowrap $gap="xxs" id={errorId}>
          <AlertIcon />
          {error}
        </StyledError>
      ) : null}
    </StyledFieldset>
  )
}

interface WayCardProps {
  name: string
  way: InvestWay
  checked: boolean
  invalid: boolean
  onChange: (key: string) => void
}

function WayCard({ name, way, checked, invalid, onChange }: WayCardProps) {
  const id = useId()
  return (
    <StyledCard as="label" $nowrap $align="flex-start" $checked={checked}>
      <StyledRadio
        type="radio"
        name={name}
        value={way.key}
        checked={checked}
        onChange={() => onChange(way.key)}
        aria-labelledby={`${id}-title`}
        aria-describedby={way.description ? `${id}-description` : undefined}
        aria-invalid={invalid || undefined}
      />
      <StyledText as="span" $gap="xxs">
        <StyledTitle id={`${id}-title`}>{way.title}</StyledTitle>
        {way.description ? (
          <StyledDescription id={`${id}-description`}>{way.description}</StyledDescription>
        ) : null}
      </StyledText>
    </StyledCard>
  )
}

const StyledFieldset = styled(Stack)`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`

const StyledLegend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colours.text};
`

const StyledGroupHeading = styled.p`
  margin: 0;
  ${eyebrowStyles}
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const StyledCards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(260px, 100%), 1fr));
  gap: ${({ theme }) => theme.space.sm};
`

const StyledCard = styled(Row)<{ $checked: boolean }>`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid
    ${({ theme, $checked }) => ($checked ? theme.colours.primary : theme.colours.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $checked }) =>
    $checked ? theme.colours.primarySubtle : theme.colours.surface};
  box-shadow: ${({ theme, $checked }) =>
    $checked ? `0 0 0 1px ${theme.colours.primary}` : theme.shadows.sm};
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.motion.fast},
    background ${({ theme }) => theme.motion.fast};

  &:hover {
    border-color: ${({ theme }) => theme.colours.primary};
  }

  /* The ring for keyboard focus only; a click on the card does not draw it. */
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colours.focus};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`

const StyledRadio = styled.input`
  flex: none;
  width: 18px;
  height: 18px;
  margin: 3px 0 0;
  accent-color: ${({ theme }) => theme.colours.primary};
  cursor: inherit;

  &:focus-visible {
    outline: none;
  }
`

const StyledText = styled(Stack)`
  min-width: 0;
`

const StyledTitle = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colours.text};
  overflow-wrap: anywhere;
`

const StyledDescription = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colours.textMuted};
`

const StyledError = styled(Row)`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colours.danger};
`
