import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import styled from 'styled-components'
import { Button, FileField, Stack, useToast } from '@/ui'
import { UploadProgressList, uploadError, type UploadItem } from '@/admin/tabs/documents'
import { refreshContent, uploadGalleryImage } from '../api/content-api'

export interface GalleryUploaderProps {
  opportunityId: number
  /** The position the first new image takes (after the last one). */
  firstOrder: number
}

let keys = 0

/**
 * Chooses several pictures and uploads them one after another, each with its own progress bar
 * and outcome. A file the host refuses stays chosen with the host's reason (its 422 on `image`
 * shows on the field too), so it can be swapped for another without choosing the rest again.
 */
export function GalleryUploader({ opportunityId, firstOrder }: GalleryUploaderProps) {
  const client = useQueryClient()
  const toast = useToast()
  const [items, setItems] = useState<UploadItem[]>([])
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const waiting = items.filter((i) => i.status === 'waiting' || i.status === 'failed')

  const patch = (key: string, change: Partial<UploadItem>) =>
    setItems((list) => list.map((i) => (i.key === key ? { ...i, ...change } : i)))

  const choose = (files: File[]) => {
    setFieldError(null)
    setItems((list) => [
      ...list.filter((i) => i.status !== 'done'),
      ...files.map((file) => ({
        key: `upload-${++keys}`,
        file,
        progress: 0,
        status: 'waiting' as const,
      })),
    ])
  }

  const upload = async () => {
    if (busy || waiting.length === 0) return
    setBusy(true)
    setFieldError(null)
    let done = 0
    for (const [n, item] of waiting.entries()) {
      patch(item.key, { status: 'uploading', progress: 0, error: undefined })
      try {
        await uploadGalleryImage(opportunityId, item.file, firstOrder + n, (progress) =>
          patch(item.key, { progress }),
        )
        patch(item.key, { status: 'done', progress: 100 })
        done += 1
      } catch (err) {
        const { message, fieldErrors } = uploadError(err)
        patch(item.key, { status: 'failed', error: message })
        setFieldError(fieldErrors.image ?? null)
      }
    }
    setBusy(false)
    if (done > 0) {
      toast.success(done === 1 ? 'Image added to the gallery.' : `${done} images added.`)
      await refreshContent(client, 'galleries')
    }
  }

  return (
    <StyledUploader $gap="sm">
      <FileField
        label="Add images"
        hint="JPEG, PNG, GIF or WebP, up to 5 MB each. They are added after the last image."
        accept="image/*"
        multiple
        onChange={choose}
        error={fieldError}
      />
      <UploadProgressList items={items} />
      {waiting.length > 0 ? (
        <div>
          <Button onClick={() => void upload()} loading={busy} loadingText="Uploading">
            Upload {waiting.length === 1 ? 'image' : `${waiting.length} images`}
          </Button>
        </div>
      ) : null}
    </StyledUploader>
  )
}

const StyledUploader = styled(Stack)`
  padding-bottom: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colours.border};
`
