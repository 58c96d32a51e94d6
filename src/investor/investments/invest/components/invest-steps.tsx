import styled from 'styled-components'
import { CheckIcon, Stack, VisuallyHidden } from '@/ui'

export type InvestStep = 'type' | 'details' | 'review' | 'done'

const STEPS: { step: InvestStep; label: string }[] = [
  { step: 'type', label: 'How you invest' },
  { step: 'details', label: 'Your investment' },
  { step: 'review', label: 'Review' },
  { step: 'done', label: 'Reserved' },
]

/** Where the investor is in the flow; the current step is announced as such. */
export function InvestSteps({ current }: { current: InvestStep }) {
  const at = STEPS.findIndex((s) => s.step === current)
  return (
    <nav aria-label="Investment progress">
      <StyledSteps>
        {STEPS.map(({ step, label }, i) => {
          const state = i < at ? 'done' : i === at ? 'current' : 'todo'
          return (
            <StyledStep
              as="li"
              $gap="xs"
              key={step}
              $state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <StyledMarker $state={state} aria-hidden="true">
                {state === 'done' ? <CheckIcon /> : i + 1}
              </StyledMarker>
              <span>
                {label}
                {state === 'done' ? <VisuallyHidden> (completed)</VisuallyHidden> : null}
              </span>
            </StyledStep>
          )
        })}
      </StyledSteps>
    </nav>
  )
}

type StepState = 'done' | 'current' | 'todo'

const StyledSteps = styled.ol`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`

const StyledStep = styled(Stack)<{ $state: StepState }>`
  padding-top: ${({ theme }) => theme.space.xs};
  border-top: 3px solid
    ${({ theme, $state }) => ($state === 'todo' ? theme.colours.border : theme.colours.primary)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme, $state }) =>
    $state === 'current' ? theme.fontWeights.semibold : theme.fontWeights.regular};
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.colours.textMuted : theme.colours.text)};

  ${({ theme }) => theme.media.up('md')} {
    flex-direction: row;
    align-items: center;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`

const StyledMarker = styled.span<{ $state: StepState }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  background: ${({ theme, $state }) =>
    $state === 'todo' ? theme.colours.surfaceSubtle : theme.colours.primary};
  color: ${({ theme, $state }) => ($state === 'todo' ? theme.colours.textMuted : theme.colours.onPrimary)};
`
