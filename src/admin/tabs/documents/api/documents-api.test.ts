// @vitest-environment dom
import { describe, expect, it } from 'vitest'
import { http } from '@/lib/api'
import { INVESTOR, investorPageHost } from '@/test/investor-page-host'
import { STAFF } from '../test/documents-tab-host'
import { uploadDocument } from './documents-api'

const host = investorPageHost(STAFF)

describe('uploadDocument', () => {
  it('sends the file as multipart, reports progress, and the host serves the same bytes back', async () => {
    const text = '%PDF-1.4 a signed agreement'
    const progress: number[] = []
    const doc = await uploadDocument(
      {
        subject: { type: 'users', id: host.user(INVESTOR).id },
        file: new File([text], 'agreement.pdf', { type: 'application/pdf' }),
        name: 'Signed agreement',
        visibility: 'public',
        category: 'legal',
        folderId: null,
      },
      (percent) => progress.push(percent),
    )
    expect(doc).toMatchObject({
      name: 'Signed agreement',
      visibility: 'public',
      category: 'legal',
      documentable_type: 'users',
      file_name: 'agreement.pdf',
    })
    expect(progress.length).toBeGreaterThan(0)
    expect(progress.at(-1)).toBe(100)
    const file = await http.get<string>(doc.url, { responseType: 'text' })
    expect(file.data).toBe(text)
  })
})
