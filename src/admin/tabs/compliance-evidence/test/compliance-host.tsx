import { useQuery } from '@tanstack/react-query'
import { recordQuery } from '@/lib/resources'
import { renderScreen } from '@/test/render-routes'
import { ComplianceTimeline } from '../components/compliance-timeline'
import { InvestorStatusActions } from '../components/investor-status-actions'
import { SignPdfPage } from '../pages/sign-pdf-page'

/** Stands in for the record page: loads the investor and mounts the header actions. */
function Header({ id }: { id: number }) {
  const record = useQuery(recordQuery('users', id))
  if (!record.data) return <p>Loading investor</p>
  return (
    <header>
      <h1>
        {record.data.name} {record.data.surname}
      </h1>
      <InvestorStatusActions record={record.data} subject={{ type: 'users', id }} />
    </header>
  )
}

export const renderHeader = (id: number) =>
  renderScreen(`/admin/investors/${id}`, <Header id={id} />, { path: '/admin/investors/:id' })

export const renderTimeline = (id: number) =>
  renderScreen(
    `/admin/investors/${id}/compliance`,
    <ComplianceTimeline subject={{ type: 'users', id }} />,
    { path: '/admin/investors/:id/compliance' },
  )

export const renderSignPdf = (id: number, documentId: number) =>
  renderScreen(`/admin/investors/${id}/sign-pdf/${documentId}`, <SignPdfPage />, {
    path: '/admin/investors/:id/sign-pdf/:documentId',
    errorElement: <p>Route error</p>,
  })
