// @vitest-environment dom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { http } from '@/lib/api'
import { INVESTOR, investorPageHost } from '@/test/investor-page-host'
import { addOwnDocument, openAt, ownDocuments } from '../test/documents-host'

const host = investorPageHost(INVESTOR)

const publicPdf = () =>
  ownDocuments(host, INVESTOR).find(
    (d) => d.visibility === 'public' && d.mime_type === 'application/pdf',
  )!

afterEach(() => vi.restoreAllMocks())

describe('DocumentViewerPage', () => {
  it('shows a public PDF in a titled frame, with a Download link saving it by name', async () => {
    const doc = publicPdf()
    const created = vi.spyOn(URL, 'createObjectURL')
    await openAt(`/investor/pdf/${doc.id}`)
    expect(
      await screen.findByRole('heading', { level: 1, name: String(doc.name) }),
    ).toBeInTheDocument()
    const frame = (await screen.findByTitle(`${doc.name} (PDF)`)) as HTMLIFrameElement
    expect(frame.tagName).toBe('IFRAME')
    expect(frame.src).toMatch(/^blob:/)
    const download = screen.getByRole('link', { name: 'Download' })
    expect(download).toHaveAttribute('download', String(doc.file_name))
    expect(download).toHaveAttribute('href', frame.src)
    // What the frame shows is the PDF the host serves for this document.
    const file = created.mock.calls.at(-1)![0] as Blob
    expect(file.type).toBe('application/pdf')
    expect(await file.text()).toMatch(/^%PDF-1\.4[\s\S]*%%EOF\n$/)
  })

  it('shows an image as an image, named for the document', async () => {
    const doc = await addOwnDocument(host, INVESTOR, {
      name: 'Passport photo page',
      fileName: 'passport.png',
      mime: 'image/png',
    })
    await openAt(`/investor/pdf/${doc.id}`)
    const image = await screen.findByRole('img', { name: 'Passport photo page' })
    expect(image.getAttribute('src')).toMatch(/^blob:/)
    expect(screen.queryByTitle(/\(PDF\)$/)).toBeNull()
  })

  it('offers other files as a download only', async () => {
    const doc = await addOwnDocument(host, INVESTOR, {
      name: 'Cash flow forecast',
      fileName: 'forecast.csv',
      mime: 'text/csv',
    })
    await openAt(`/investor/pdf/${doc.id}`)
    expect(await screen.findByText("This file can't be shown here")).toBeInTheDocument()
    const download = await screen.findByRole('link', { name: 'Download' })
    expect(download).toHaveAttribute('download', 'forecast.csv')
    expect(document.querySelector('iframe, object, embed')).toBeNull()
  })

  it('never shows an SVG in place (its blob: URL would be of the app’s origin): download only', async () => {
    const doc = await addOwnDocument(host, INVESTOR, {
      name: 'Company logo',
      fileName: 'logo.svg',
      mime: 'image/svg+xml',
    })
    await openAt(`/investor/pdf/${doc.id}`)
    expect(await screen.findByText("This file can't be shown here")).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: 'Company logo' })).toBeNull()
    expect(document.querySelector('iframe, object, embed')).toBeNull()
  })

  it('retries the file when it fails to load', async () => {
    const doc = publicPdf()
    await http.post('/__mock/faults', { path: String(doc.url), status: 500, times: 1 })
    await openAt(`/investor/pdf/${doc.id}`)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The document could not be loaded.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByTitle(`${doc.name} (PDF)`)).toBeInTheDocument()
  })

  it('goes back to the portfolio when opened directly, else back where it came from', async () => {
    const doc = publicPdf()
    const { router } = await openAt('/investor/portfolio/12')
    await router.navigate(`/investor/pdf/${doc.id}`)
    await screen.findByRole('heading', { level: 1, name: String(doc.name) })
    await userEvent.click(screen.getByRole('link', { name: 'Back' }))
    expect(await screen.findByText('Page at /investor/portfolio/12')).toBeInTheDocument()

    await openAt(`/investor/pdf/${doc.id}`)
    expect(await screen.findByRole('link', { name: 'Back to Portfolio' })).toHaveAttribute(
      'href',
      '/investor/portfolio',
    )
  })

  it.each([
    [
      'a private document of the investor',
      () => ownDocuments(host, INVESTOR).find((d) => d.visibility === 'private')!.id,
    ],
    [
      'another investor’s document',
      () => {
        const other = host.user('newinvestor@example.com').id
        return host.api.host.db
          .table('documents')
          .first(
            (d) =>
              d.documentable_type === 'users' &&
              d.documentable_id !== host.user(INVESTOR).id &&
              d.documentable_id !== other,
          )!.id
      },
    ],
    ['an unknown id', () => 999999],
    ['a malformed id', () => 'abc'],
  ])('is the 404 page for %s', async (_what, id) => {
    await openAt(`/investor/pdf/${id()}`)
    expect(await screen.findByText('Route error: NotFoundError 404')).toBeInTheDocument()
  })
})
