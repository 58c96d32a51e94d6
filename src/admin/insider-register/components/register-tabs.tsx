import { Link } from 'react-router-dom'
import { ADMIN_PATHS } from '@/lib/navigation'
import { LinkTabs } from '@/ui'

export type RegisterTab = 'soundings' | 'external'

const ITEMS = [
  { id: 'soundings', label: 'Market soundings', href: ADMIN_PATHS.insiderRegister },
  { id: 'external', label: 'External insiders', href: ADMIN_PATHS.paDeals },
]

/** The register's two lists (SPEC §2): investors sounded, and people outside the platform. */
export function RegisterTabs({ active }: { active: RegisterTab }) {
  return (
    <LinkTabs
      label="Insider register lists"
      items={ITEMS}
      activeId={active}
      renderLink={({ href, ...props }) => <Link to={href} {...props} />}
    />
  )
}
