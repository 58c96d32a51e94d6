import { useId, useRef, useState, type KeyboardEvent } from 'react'
import styled from 'styled-components'
import type { components } from '@/lib/api/schema.gen'
import { ChevronLeftIcon, ChevronRightIcon, IconButton, Row, Stack, VisuallyHidden } from '@/ui'

type Image = Pick<components['schemas']['Gallery'], 'id' | 'image_url' | 'caption'>

export interface GalleryProps {
  images: Image[]
  /** The opportunity's name, for images without a caption. */
  name: string
}

const describe = (image: Image, index: number, count: number, name: string) =>
  image.caption || `${name}, image ${index + 1} of ${count}`

/**
 * The opportunity's pictures: one shown large, the others as thumbnail buttons. Arrow keys on
 * a thumbnail (and the previous/next buttons) move through them; the position is announced.
 */
export function Gallery({ images, name }: GalleryProps) {
  const labelId = useId()
  const [current, setCurrent] = useState(0)
  const thumbs = useRef<(HTMLButtonElement | null)[]>([])
  const count = images.length
  if (count === 0) return null
  const index = Math.min(current, count - 1)
  const image = images[index]

  const show = (next: number, focus = false) => {
    const wrapped = (next + count) % count
    setCurrent(wrapped)
    if (focus) thumbs.current[wrapped]?.focus()
  }

  const onThumbKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: count - 1,
    }
    if (!(event.key in moves)) return
    event.preventDefault()
    show(moves[event.key], true)
  }

  return (
    <Stack as="section" $gap="sm" aria-labelledby={labelId}>
      <VisuallyHidden as="h2" id={labelId}>
        Gallery
      </VisuallyHidden>
      <StyledStage>
        <StyledFigure>
          <img src={image.image_url} alt={describe(image, index, count, name)} />
          {image.caption ? <figcaption>{image.caption}</figcaption> : null}
        </StyledFigure>
        {count > 1 ? (
          <StyledArrows $nowrap $justify="space-between">
            <IconButton
              aria-label="Previous image"
              icon={<ChevronLeftIcon />}
              variant="secondary"
              size="sm"
              onClick={() => show(index - 1)}
            />
            <StyledPosition aria-live="polite">
              Image {index + 1} of {count}
            </StyledPosition>
            <IconButton
              aria-label="Next image"
              icon={<ChevronRightIcon />}
              variant="secondary"
              size="sm"
              onClick={() => show(index + 1)}
            />
          </StyledArrows>
        ) : null}
      </StyledStage>
      {count > 1 ? (
        <StyledThumbs as="ul" $nowrap $align="stretch" $gap="xs" aria-label="Choose an image">
          {images.map((img, i) => (
            <li key={img.id}>
              <StyledThumb
                ref={(el) => {
                  thumbs.current[i] = el
                }}
                type="button"
                aria-label={`Show image ${i + 1} of ${count}${img.caption ? `: ${img.caption}` : ''}`}
                aria-current={i === index ? 'true' : undefined}
                tabIndex={i === index ? 0 : -1}
                onClick={() => show(i)}
                onKeyDown={onThumbKey}
                $current={i === index}
              >
                <img src={img.image_url} alt="" loading="lazy" />
              </StyledThumb>
            </li>
          ))}
        </StyledThumbs>
      ) : null}
    </Stack>
  )
}

const StyledStage = styled.div`
  position: relative;
  overflow: hidden;
  background: ${({ theme }) => theme.colours.surfaceSubtle};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`

const StyledFigure = styled.figure`
  margin: 0;

  img {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
  }

  figcaption {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    color: ${({ theme }) => theme.colours.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`

const StyledArrows = styled(Row)`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-top: 1px solid ${({ theme }) => theme.colours.border};
  background: ${({ theme }) => theme.colours.surface};
`

const StyledPosition = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`

const StyledThumbs = styled(Row)`
  margin: 0;
  padding: 2px;
  overflow-x: auto;
  list-style: none;
`

const StyledThumb = styled.button<{ $current: boolean }>`
  display: block;
  width: 88px;
  padding: 0;
  overflow: hidden;
  border: 2px solid
    ${({ theme, $current }) => ($current ? theme.colours.primary : theme.colours.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colours.surface};
  opacity: ${({ $current }) => ($current ? 1 : 0.75)};
  cursor: pointer;

  &:hover {
    opacity: 1;
  }

  img {
    display: block;
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
  }
`
