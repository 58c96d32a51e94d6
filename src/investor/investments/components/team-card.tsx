import styled from 'styled-components'
import type { components } from '@/lib/api/schema.gen'
import { safeExternalUrl } from '@/lib/tenant'
import { Avatar, Card } from '@/ui'
import { StyledTwoColumnList } from './two-column-list'

type Member = components['schemas']['TeamImage']

/** The people behind the company, with their roles and a short biography. */
export function TeamCard({ team }: { team: Member[] }) {
  if (team.length === 0) return null
  const ordered = [...team].sort((a, b) => a.order - b.order)
  return (
    <Card title="Team">
      <StyledTwoColumnList $roomy>
        {ordered.map((m) => {
          const [first, ...rest] = m.name.split(' ')
          const linkedin = safeExternalUrl(m.linkedin_url)
          return (
            <li key={m.id}>
              <Avatar
                name={first}
                surname={rest.join(' ')}
                id={m.id}
                src={m.image_url}
                size="lg"
                decorative
              />
              <div>
                <StyledName>{m.name}</StyledName>
                {m.role ? <StyledRole>{m.role}</StyledRole> : null}
                {m.bio ? <StyledBio>{m.bio}</StyledBio> : null}
                {linkedin ? (
                  <StyledLink href={linkedin} target="_blank" rel="noopener noreferrer">
                    {m.name} on LinkedIn
                  </StyledLink>
                ) : null}
              </div>
            </li>
          )
        })}
      </StyledTwoColumnList>
    </Card>
  )
}

const StyledName = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`

const StyledRole = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colours.link};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`

const StyledBio = styled.p`
  margin: ${({ theme }) => `${theme.space.xxs} 0 0`};
  color: ${({ theme }) => theme.colours.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`

const StyledLink = styled.a`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colours.link};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`
