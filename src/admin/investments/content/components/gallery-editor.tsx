import { useQuery } from '@tanstack/react-query'
import styled from 'styled-components'
import { Row } from '@/ui'
import { contentQuery } from '../api/content-api'
import { nextOrder } from '../model/reorder'
import { ContentListEditor } from './content-list-editor'
import { GalleryUploader } from './gallery-uploader'

/** The opportunity's pictures: uploaded several at a time, captioned, ordered, deleted. */
export function GalleryEditor({ opportunityId }: { opportunityId: number }) {
  const list = useQuery(contentQuery('galleries', opportunityId))
  return (
    <ContentListEditor
      family="galleries"
      opportunityId={opportunityId}
      title="Gallery"
      what="image"
      whats="gallery images"
      reorderable
      emptyText="The first image is the one investors see first."
      adder={
        <GalleryUploader
          opportunityId={opportunityId}
          firstOrder={nextOrder(list.data?.data ?? [])}
        />
      }
      fields={[{ name: 'caption', label: 'Caption', kind: 'text' }]}
      valuesOf={(row) => ({ caption: row?.caption ?? '' })}
      // Captions may repeat (or be empty): the position tells the images apart.
      nameOf={(row, i) => `image ${i + 1}${row.caption ? ` (${row.caption})` : ''}`}
      summary={(row) => (
        <StyledImage $nowrap as="figure">
          <img src={row.image_url} alt="" loading="lazy" />
          <p>{row.caption || 'No caption'}</p>
        </StyledImage>
      )}
    />
  )
}

const StyledImage = styled(Row)`
  margin: 0;

  img {
    flex: none;
    width: 96px;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colours.surfaceSubtle};
  }
`
