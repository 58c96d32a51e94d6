// @vitest-environment dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mswHttp, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { investorPageHost } from '@/test/investor-page-host'
import { childRows, graniteledger, openEditor, pngFile, STAFF } from '../test/content-host'

const host = investorPageHost(STAFF)
const images = (id: number) => childRows(host, 'galleries', id)
const region = () => screen.getByRole('region', { name: 'Gallery' })
const list = () => within(region()).findByRole('list', { name: 'Gallery' })
/** The images in the order the list shows them, by their address (unique per image). */
const shown = async () =>
  within(await list())
    .getAllByRole('listitem')
    .map((li) => li.querySelector('img')!.getAttribute('src'))

describe('Gallery editor', () => {
  it('uploads several images, each with its own progress bar, stored by the host', async () => {
    const o = graniteledger(host)
    const before = images(o.id)
    await openEditor(o.id)
    const user = userEvent.setup({ delay: null })
    await list()
    await user.upload(within(region()).getByLabelText(/^Add images/), [
      pngFile('terrace.png'),
      pngFile('lobby.png'),
    ])
    await user.click(within(region()).getByRole('button', { name: 'Upload 2 images' }))
    expect(await screen.findByText('2 images added.')).toBeVisible()
    const uploads = within(region()).getByRole('list', { name: 'Uploads' })
    for (const name of ['terrace.png', 'lobby.png']) {
      const bar = within(uploads).getByRole('progressbar', { name: `Upload of ${name}` })
      expect(bar).toHaveAttribute('aria-valuenow', '100')
    }
    expect(within(uploads).getAllByText(/Uploaded/)).toHaveLength(2)

    await waitFor(() => expect(images(o.id)).toHaveLength(before.length + 2))
    const added = images(o.id).slice(-2)
    const last = Math.max(...before.map((b) => Number(b.order)))
    expect(added.map((a) => a.order)).toEqual([last + 1, last + 2])
    for (const a of added) expect(String(a.image_url)).toMatch(/^\/storage\/galleries\/\d+\//)
    await waitFor(async () => expect(await shown()).toHaveLength(before.length + 2))
  })

  it('keeps a refused file chosen, with the host’s 422 on the field and on its row', async () => {
    const o = graniteledger(host)
    const before = images(o.id).length
    await openEditor(o.id)
    const user = userEvent.setup({ applyAccept: false })
    await list()
    const notes = new File(['hello'], 'notes.txt', { type: 'text/plain' })
    await user.upload(within(region()).getByLabelText(/^Add images/), notes)
    await user.click(within(region()).getByRole('button', { name: 'Upload image' }))
    const field = within(region()).getByLabelText(/^Add images/)
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'))
    const uploads = within(region()).getByRole('list', { name: 'Uploads' })
    expect(within(uploads).getByText('The image field must be an image.')).toBeVisible()
    expect(within(uploads).getByText(/Not uploaded/)).toBeVisible()
    // Still chosen: it can be tried again without choosing it again.
    expect(within(region()).getByRole('button', { name: 'Upload image' })).toBeVisible()
    expect(images(o.id)).toHaveLength(before)
  })

  it('reorders by drag and drop, and puts the order back when the host refuses', async () => {
    const o = graniteledger(host)
    const [first, second] = images(o.id)
    await openEditor(o.id)
    const names = await shown()
    const items = within(await list()).getAllByRole('listitem')
    const dataTransfer = { setData: () => undefined, effectAllowed: 'all' }
    fireEvent.dragStart(items[0], { dataTransfer })
    fireEvent.dragOver(items[1], { dataTransfer })
    fireEvent.drop(items[1], { dataTransfer })
    expect((await shown()).slice(0, 2)).toEqual([names[1], names[0]])
    await waitFor(() =>
      expect(
        images(o.id)
          .map((i) => i.id)
          .slice(0, 2),
      ).toEqual([second.id, first.id]),
    )

    host.use(
      mswHttp.patch('*/api/galleries/:id', () =>
        HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
      ),
    )
    const now = await shown()
    const user = userEvent.setup({ delay: null })
    await user.click(within(region()).getByRole('button', { name: /^Move image 1\b.*down$/ }))
    expect(
      await screen.findByText(
        'The new order of the gallery images could not be saved. It is back as it was.',
      ),
    ).toBeVisible()
    await waitFor(async () => expect(await shown()).toEqual(now))
  })

  it('edits a caption and deletes an image', async () => {
    const o = graniteledger(host)
    const [first] = images(o.id)
    const before = images(o.id).length
    await openEditor(o.id)
    const user = userEvent.setup({ delay: null })
    await list()
    const edit = within(region()).getByRole('button', { name: /^Edit image 1\b/ })
    const editName = edit.getAttribute('aria-label')!
    await user.click(edit)
    const form = within(region()).getByRole('form', { name: editName })
    await user.clear(within(form).getByLabelText('Caption'))
    await user.type(within(form).getByLabelText('Caption'), 'The roof garden')
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Image saved.')).toBeVisible()
    await waitFor(() =>
      expect(host.api.host.db.table('galleries').find(first.id)!.caption).toBe('The roof garden'),
    )
    await user.click(
      await within(region()).findByRole('button', { name: 'Delete image 1 (The roof garden)' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Delete this image?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(images(o.id)).toHaveLength(before - 1))
  })
})
