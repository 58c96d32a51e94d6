import { useQuery } from '@tanstack/react-query'
import { recordQuery } from '@/lib/resources'
import { renderPage } from '@/test/investor-page-host'
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
  renderPage({
    at: `/admin/investors/${id}`,
    routes: [{ path: '/admin/investors/:id', element: <Header id={id} /> }],
  })

export const renderTimeline = (id: number) =>
  renderPage({
    at: `/admin/investors/${id}/compliance`,
    routes: [
      {
        path: '/admin/investors/:id/compliance',
        element: <ComplianceTimeline subject={{ type: 'users', id }} />,
      },
    ],
  })

export const renderSignPdf = (id: number, documentId: number) =>
  renderPage({
    at: `/admin/investors/${id}/sign-pdf/${documentId}`,
    routes: [
      {
        path: '/admin/investors/:id/sign-pdf/:documentId',
        element: <SignPdfPage />,
        errorElement: <p>Route error</p>,
      },
    ],
  })
