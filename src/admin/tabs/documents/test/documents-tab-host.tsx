import { render, screen, within } from '@testing-library/react'
import type { Row } from '@mocks/db/db'
import type { InvestorPageHost } from '@/test/investor-page-host'
import { rows } from '@/test/mock-host'
import { loadedClient, Providers } from '@/test/providers'
import type { RecordSubject } from '@/lib/resources'
import { DocumentsTab } from '../components/documents-tab'

export { STAFF } from '@/test/session-steps'

/** The tab as a record page mounts it, in the app's providers, for the session's staff user. */
export async function renderTab(subject: RecordSubject) {
  const client = await loadedClient()
  const view = render(
    <Providers client={client}>
      <main>
        <DocumentsTab subject={subject} />
      </main>
    </Providers>,
  )
  return { ...view, client }
}

/** The documents of a record in the mock's database now. */
export const documentsOf = (host: InvestorPageHost, subject: RecordSubject): Row[] =>
  rows(
    host,
    'documents',
    (d) => d.documentable_type === subject.type && d.documentable_id === subject.id,
  )

/** A top-level folder of the record's, straight into the mock's database. */
export const addFolder = (host: InvestorPageHost, subject: RecordSubject, name: string) =>
  host.api.host.db.table('folder-structures').insert({
    name,
    parent_id: null,
    folderable_type: subject.type,
    folderable_id: subject.id,
    order: 1,
  })

/** The table's row holding a document's name. */
export async function rowOf(name: string) {
  const table = await screen.findByRole('table')
  const button = await within(table).findByRole('button', { name })
  return button.closest('tr')!
}

export { pdfFile } from '@/test/files'
