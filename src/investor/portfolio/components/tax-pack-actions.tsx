import { useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { saveFile } from '@/lib/resources'
import type { TaxYear } from '@/lib/tax-relief'
import { Button, LinkButton } from '@/ui'
import { portfolioPaths } from '../model/paths'
import type { TaxHolding } from '../model/tax-holdings'
import { packCsv, packFilename } from '../model/tax-pack'

/** Saves the year's pack as CSV, from the holdings already on screen. */
export function downloadPack(holdings: readonly TaxHolding[], year: TaxYear) {
  const csv = packCsv(holdings, year)
  saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), packFilename(year))
}

/** "Download CSV" and, unless it is the printable page itself, the way to it. */
export function TaxPackActions({
  holdings,
  year,
  printable = true,
}: {
  holdings: readonly TaxHolding[]
  year: TaxYear
  printable?: boolean
}) {
  const navigate = useNavigate()
  return (
    <StyledActions data-no-print="">
      <Button variant="secondary" onClick={() => downloadPack(holdings, year)}>
        Download CSV
      </Button>
      {printable ? (
        <LinkButton
          variant="secondary"
          href={portfolioPaths.taxPack(year.startYear)}
          onNavigate={(to) => void navigate(to)}
        >
          Printable pack
        </LinkButton>
      ) : (
        <Button onClick={() => window.print()}>Print</Button>
      )}
    </StyledActions>
  )
}

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`
