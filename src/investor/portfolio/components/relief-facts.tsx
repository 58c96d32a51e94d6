import { formatGBP } from '@/lib/format'
import { FactGrid, TextLink } from '@/ui'
import { formatDay, formatUnits } from '../model/format'
import { portfolioPaths } from '../model/paths'
import {
  certificateName,
  qualifyingText,
  schemeLabel,
  type TaxHolding,
} from '../model/tax-holdings'
import { CarryBackChoice } from './carry-back-choice'

/**
 * One subscription's relief as facts (the tax page's holdings and the holding's own card):
 * what was subscribed, when the shares were issued, the relief and its year, HMRC's progress,
 * the certificate and the qualifying date, with the carry-back choice beneath.
 */
export function ReliefFacts({ holding: h }: { holding: TaxHolding }) {
  return (
    <>
      <FactGrid $min="10rem">
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
      <p>{qualifyingText(h)}</p>
      <CarryBackChoice holding={h} />
    </>
  )
}
