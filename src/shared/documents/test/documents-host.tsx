import type { Row } from '@mocks/db/db'
import { RouteErrorProbe } from '@/test/probes'
import { rows } from '@/test/mock-host'
import { renderPage, type InvestorPageHost } from '@/test/investor-page-host'
import { DocumentViewerPage } from '../pages/document-viewer-page'

export const openAt = (at: string) =>
  renderPage({
    at,
    routes: [
      {
        path: '/investor/pdf/:id',
        element: <DocumentViewerPage />,
        errorElement: <RouteErrorProbe />,
      },
    ],
  })

/** The investor's own documents in the mock (attached to their user row). */
export function ownDocuments(host: InvestorPageHost, email: string): Row[] {
  const me = host.user(email).id
  return rows(host, 'documents', (d) => d.documentable_type === 'users' && d.documentable_id === me)
}

/** Adds a document of the investor's with the given file type, as an upload would. */
export async function addOwnDocument(
  host: InvestorPageHost,
  email: string,
  file: { name: string; fileName: string; mime: string },
): Promise<Row> {
  const table = host.api.host.db.table('documents')
  const id = table.nextId()
  return table.insert({
    id,
    name: file.name,
    description: null,
    file_name: file.fileName,
    url: `/storage/documents/${id}/${file.fileName}`,
    mime_type: file.mime,
    size: 12_000,
    visibility: 'public',
    category: 'onboarding',
    folder_structure_id: null,
    documentable_type: 'users',
    documentable_id: host.user(email).id,
    uploaded_by: host.user(email).id,
    created_at: '2026-10-01T09:00:00.000000Z',
    updated_at: '2026-10-01T09:00:00.000000Z',
  })
}
