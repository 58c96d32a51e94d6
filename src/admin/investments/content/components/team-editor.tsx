import { Avatar, Row } from '@/ui'
import { ContentListEditor } from './content-list-editor'

/** The people behind the company: name, role, biography, LinkedIn and a photo. */
export function TeamEditor({ opportunityId }: { opportunityId: number }) {
  return (
    <ContentListEditor
      family="team-images"
      opportunityId={opportunityId}
      title="Team"
      what="team member"
      whats="team members"
      reorderable
      emptyText="Introduce the people investors are backing."
      fields={[
        { name: 'name', label: 'Name', kind: 'text', required: true },
        { name: 'role', label: 'Role', kind: 'text' },
        { name: 'bio', label: 'Biography', kind: 'textarea' },
        { name: 'linkedin_url', label: 'LinkedIn address', kind: 'url' },
        {
          name: 'photo',
          label: 'Photo',
          kind: 'image',
          hint: 'A JPEG, PNG or WebP of up to 5 MB. Leave empty to keep the current photo.',
        },
      ]}
      valuesOf={(row) => ({
        name: row?.name ?? '',
        role: row?.role ?? '',
        bio: row?.bio ?? '',
        linkedin_url: row?.linkedin_url ?? '',
        photo: null,
      })}
      nameOf={(row) => row.name}
      summary={(row) => {
        const [first, ...rest] = row.name.split(' ')
        return (
          <Row $nowrap $align="flex-start">
            <Avatar
              name={first}
              surname={rest.join(' ')}
              id={row.id}
              src={row.image_url}
              size="lg"
              decorative
            />
            <div>
              <h3>{row.name}</h3>
              {row.role ? <p>{row.role}</p> : null}
              {row.bio ? <p>{row.bio}</p> : null}
            </div>
          </Row>
        )
      }}
    />
  )
}
