// @vitest-environment dom
import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { http } from '@/lib/api'
import { investorPageHost, logInAs } from '@/test/investor-page-host'
import { renderSignPdf } from '../test/compliance-host'

const host = investorPageHost('superadmin@example.com')
const investorId = () => host.user('investor@example.com').id
const pdf = () =>
  host.api.host.db
    .table('documents')
    .first((d) => d.mime_type === 'application/pdf' && d.documentable_type === 'users')!

describe('SignPdfPage', () => {
  it('shows the PDF, signs it with a typed name where chosen and shows who signed when', async () => {
    const doc = pdf()
    await renderSignPdf(investorId(), doc.id)
    expect(
      await screen.findByRole('heading', { level: 1, name: `Sign ${String(doc.name)}` }),
    ).toBeInTheDocument()
    expect(await screen.findByTitle(`${String(doc.name)} (PDF)`)).toBeInTheDocument()
    expect(await screen.findByText('Not signed yet')).toBeInTheDocument()
    expect(screen.getByLabelText(/^Signer's full name/)).toHaveValue('Alex Morgan')

    // Keyboard placement: the marker moves 5% a press.
    const place = screen.getByRole('slider', { name: 'Signature position' })
    place.focus()
    await userEvent.keyboard('{ArrowLeft}{ArrowUp}')
    expect(screen.getByText('Signature at page 1, 65% across, 80% down')).toBeInTheDocument()
    // The seeded PDF has one page: a page it lacks is refused before anything is sent.
    const page = screen.getByLabelText(/^Page/)
    await userEvent.clear(page)
    await userEvent.type(page, '2')
    await userEvent.click(screen.getByRole('button', { name: 'Sign and save' }))
    expect(await screen.findAllByText('This document has 1 page.')).not.toHaveLength(0)
    expect(page).toHaveAttribute('aria-invalid', 'true')
    await userEvent.clear(page)
    await userEvent.type(page, '1')

    await userEvent.click(screen.getByRole('button', { name: 'Sign and save' }))
    expect(await screen.findByText('Signed copy saved by Alex Morgan.')).toBeInTheDocument()
    const list = await screen.findByRole('list', { name: 'Signatures, newest first' })
    expect(within(list).getByText(/^Signed by Alex Morgan on/)).toBeInTheDocument()
    expect(
      within(list).getByText('Typed signature of Alex Morgan, page 1, 65% across, 80% down'),
    ).toBeInTheDocument()
    const copy = host.api.host.db
      .table('documents')
      .first((d) => d.name === `${String(doc.name)} (signed)`)!
    expect(copy).toMatchObject({ documentable_type: 'users', documentable_id: investorId() })

    // The upload was the stamped PDF, and it is what the copy's address serves.
    const served = await http.get<ArrayBuffer>(String(copy.url), { responseType: 'arraybuffer' })
    const signed = await PDFDocument.load(served.data)
    expect(signed.getPageCount()).toBe(1)
    const stream = signed.getPage(0).node.Contents()
    expect(stream).toBeInstanceOf(PDFArray)
    const text = (stream as PDFArray)
      .asArray()
      .map((ref) => signed.context.lookup(ref))
      .map((s) =>
        s instanceof PDFRawStream
          ? new TextDecoder('latin1').decode(decodePDFRawStream(s).decode())
          : '',
      )
      .join('')
    const hex = [...'Signed by Alex Morgan on']
      .map((c) => c.charCodeAt(0).toString(16).toUpperCase())
      .join('')
    expect(text).toContain(hex)
  })

  it("places the signature with a click on the page, and shows the host's 422 beside its field", async () => {
    await renderSignPdf(investorId(), pdf().id)
    const place = await screen.findByRole('slider', { name: 'Signature position' })
    place.getBoundingClientRect = () =>
      ({ left: 0, top: 0, width: 200, height: 300, right: 200, bottom: 300, x: 0, y: 0 }) as DOMRect
    fireEvent.click(place, { clientX: 50, clientY: 150 })
    expect(screen.getByText('Signature at page 1, 25% across, 50% down')).toBeInTheDocument()
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('radio', { name: 'Draw with a mouse, pen or finger' }))
    expect(screen.getByRole('img', { name: 'Signature drawing area' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Sign and save' }))
    expect(
      await screen.findByText('Draw a signature, or type your name instead.', {
        selector: '[role="alert"]',
      }),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: 'Type a name' }))
    await user.clear(screen.getByLabelText(/^Signer's full name/))
    await user.click(screen.getByRole('button', { name: 'Sign and save' }))
    const name = screen.getByLabelText(/^Signer's full name/)
    expect(await screen.findAllByText('The signer name field is required.')).not.toHaveLength(0)
    expect(name).toHaveAttribute('aria-invalid', 'true')
  })

  it('offers no signing to a role without investors update, but shows the document', async () => {
    await logInAs('compliance@example.com')
    const doc = pdf()
    await renderSignPdf(investorId(), doc.id)
    expect(await screen.findByTitle(`${String(doc.name)} (PDF)`)).toBeInTheDocument()
    expect(
      screen.getByText('Your role may read this document but not sign it.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Sign and save' })).toBeNull()
  })

  it('is the not-found page for an unknown document', async () => {
    await renderSignPdf(investorId(), 999999)
    expect(await screen.findByText('Route error')).toBeInTheDocument()
  })
})
