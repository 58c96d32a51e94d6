import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { RecordTabProps } from '@/admin/kit/records'
import { TransactionsTab } from '@/admin/tabs/transactions'
import { Button, QueryStates, SectionHeader, SectionHeading } from '@/ui'
import { fundLedgerQuery, type Fund } from '../api/fund-queries'
import { AddLedgerEntryDialog } from './add-ledger-entry-dialog'
import { LedgerTable } from './ledger-table'
import { StyledSection, StyledStack } from './styles'
import { useMayUpdateFund } from './use-may-update'

/**
 * The fund's ledger (subscriptions, distributions, fees…) with its running balance, then the
 * investments made through its fund opportunities, only where there are any: an empty second
 * table under a full ledger read as if the fund had no transactions.
 */
export function FundTransactionsTab({ record, subject }: RecordTabProps<Fund>) {
  const ledger = useQuery(fundLedgerQuery(record.id))
  const mayAdd = useMayUpdateFund()
  const [open, setOpen] = useState(false)
  return (
    <StyledStack>
      <StyledSection aria-labelledby="fund-ledger-heading">
        <SectionHeader>
          <SectionHeading id="fund-ledger-heading">Ledger</SectionHeading>
          {mayAdd ? (
            <Button variant="secondary" onClick={() => setOpen(true)}>
              Add ledger entry
            </Button>
          ) : null}
        </SectionHeader>
        <QueryStates query={ledger} loading="Loading the fund ledger">
          {(entries) => <LedgerTable entries={entries} />}
        </QueryStates>
      </StyledSection>
      <TransactionsTab
        subject={subject}
        heading="Investments through fund opportunities"
        hideWhenEmpty
      />
      {open ? <AddLedgerEntryDialog fundId={record.id} onClose={() => setOpen(false)} /> : null}
    </StyledStack>
  )
}
