import styled from 'styled-components'
import { formatGBP } from '@/lib/format'
import { AlertIcon, CheckIcon, FactGrid, InfoIcon, Stack, TextLink } from '@/ui'
import { formatDay, formatUnits } from '../model/format'
import { portfolioPaths } from '../model/paths'
import {
  certificateName,
  qualifyingText,
  schemeLabel,
  type TaxHolding,
} from '../model/tax-holdings'
import { CarryBackChoice } from './carry-back-choice'

type Tone = 'warning' | 'success' | 'muted'

/** A sale before the date costs the relief, so that sentence is marked as a warning. */
const toneOf = (h: TaxHolding): Tone =>
  !h.qualifyingDate ? 'muted' : h.qualifyingOver ? 'success' : 'warning'

const ICONS = { warning: AlertIcon, success: CheckIcon, muted: InfoIcon }

/**
 * One subscription's relief as facts (the tax page's holdings and the holding's own card):
 * what was subscribed, when the shares were issued, the relief and its year, HMRC's progress,
 * the certificate and the qualifying date, with the carry-back choice beneath.
 * `qualifyingNote={false}` leaves out the sentence on the three years where the list around it
 * already says it (the tax page's subscriptions awaiting a share issue).
 */
export function ReliefFacts({
  holding: h,
  qualifyingNote = true,
  onCarryBack,
}: {
  holding: TaxHolding
  qualifyingNote?: boolean
  onCarryBack?: (holding: TaxHolding) => void
}) {
  const tone = toneOf(h)
  const Icon = ICONS[tone]
  return (
    <Stack $gap="sm">
      {/* 9rem: two columns on a 375 px phone, where one would make a long scroll of facts. */}
      <FactGrid $min="9rem">
        <div>
          <dt>Scheme</dt>
          <dd>{schemeLabel(h)}</dd>
        </div>
        {h.shares !== null ? (
          <div>
            <dt>Shares</dt>
            <dd>{formatUnits(h.shares)}</dd>
          </div>
        ) : null}
        <div>
          <dt>Amount</dt>
          <dd>{formatGBP(h.amount)}</dd>
        </div>
        <div>
          <dt>Share issue date</dt>
          <dd>{h.issueDate ? formatDay(h.issueDate) : 'Not yet issued'}</dd>
        </div>
        {h.year ? (
          <div>
            <dt>Tax year claimed</dt>
            <dd>{h.carryBack ? `${h.year.label} (carried back)` : h.year.label}</dd>
          </div>
        ) : null}
        {h.year ? (
          <div>
            <dt>Income-tax relief</dt>
            <dd>
              {formatGBP(h.relief)}
              {h.overLimit > 0 ? ` (${formatGBP(h.overLimit)} over the year's limit)` : null}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>HMRC status</dt>
          <dd>{h.hmrcStatus}</dd>
        </div>
        <div>
          <dt>Certificate</dt>
          <dd>
            {h.certificateDocumentId !== null ? (
              <TextLink to={portfolioPaths.document(h.certificateDocumentId)}>
                {`${certificateName(h.scheme)} certificate`}
              </TextLink>
            ) : h.certificateIssued ? (
              `${certificateName(h.scheme)} issued`
            ) : (
              'Not yet issued'
            )}
          </dd>
        </div>
        {h.qualifyingDate ? (
          <div>
            <dt>Held three years on</dt>
            <dd>{formatDay(h.qualifyingDate)}</dd>
          </div>
        ) : null}
      </FactGrid>
      {qualifyingNote || h.qualifyingDate ? (
        <StyledNote $tone={tone}>
          <Icon />
          <span>{qualifyingText(h)}</span>
        </StyledNote>
      ) : null}
      <CarryBackChoice holding={h} onSaved={onCarryBack} />
    </Stack>
  )
}

const StyledNote = styled.p<{ $tone: Tone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;

  svg {
    flex: none;
    /* One line of text high, so the icon sits on the first line when the sentence wraps. */
    height: 1lh;
    color: ${({ theme, $tone }) =>
      $tone === 'muted' ? theme.colours.textMuted : theme.colours[$tone]};
  }
`
