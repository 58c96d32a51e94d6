import { useState } from 'react'
import styled, { useTheme } from 'styled-components'
import { avatarColourIndex, avatarInitials } from './avatar-identity'

const sizes = { sm: 32, md: 40, lg: 64 } as const

export interface AvatarProps {
  name: string
  surname?: string | null
  /** The person's id: keeps their colour stable even if the name is edited. */
  id?: string | number | null
  src?: string | null
  size?: keyof typeof sizes
  /** Decorative when the name is already shown beside it (no duplicate announcement). */
  decorative?: boolean
}

export function Avatar({ name, surname, id, src, size = 'md', decorative = false }: AvatarProps) {
  const theme = useTheme()
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const fullName = [name, surname].filter(Boolean).join(' ').trim()
  const px = sizes[size]
  const a11y = decorative
    ? { 'aria-hidden': true as const }
    : { role: 'img' as const, 'aria-label': fullName }

  if (src && src !== failedSrc) {
    return (
      <StyledAvatarImage
        src={src}
        alt={decorative ? '' : fullName}
        width={px}
        height={px}
        onError={() => setFailedSrc(src)}
        $px={px}
      />
    )
  }
  const palette = theme.colours.avatar
  const background = palette[avatarColourIndex(id ?? fullName, palette.length)]
  return (
    <StyledInitials {...a11y} $px={px} $background={background} data-colour={background}>
      <span aria-hidden="true">{avatarInitials(name, surname)}</span>
    </StyledInitials>
  )
}

const StyledAvatarImage = styled.img<{ $px: number }>`
  flex: none;
  width: ${({ $px }) => $px}px;
  height: ${({ $px }) => $px}px;
  border-radius: ${({ theme }) => theme.radii.round};
  object-fit: cover;
  background: ${({ theme }) => theme.colours.surfaceSubtle};
`

const StyledInitials = styled.span<{ $px: number; $background: string }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $px }) => $px}px;
  height: ${({ $px }) => $px}px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ $background }) => $background};
  color: ${({ theme }) => theme.colours.onAvatar};
  font-size: ${({ $px }) => Math.round($px * 0.4)}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.02em;
  user-select: none;
`
