import { Link } from 'react-router-dom'
import { LinkTabs } from '@/ui'
import { tabHref, type PaymentTab, type PaymentTabId } from '../model/payment-tabs'

export interface PaymentTabsNavProps {
  tabs: PaymentTab[]
  active: PaymentTabId
  /** The page's path the tabs link to (with `?tab=`). */
  base: string
}

/** SPEC §4's payment states as link tabs: each is a URL, so back and bookmarks work. */
export function PaymentTabsNav({ tabs, active, base }: PaymentTabsNavProps) {
  return (
    <LinkTabs
      label="Allocations"
      activeId={active}
      items={tabs.map((tab) => ({ id: tab.id, label: tab.label, href: tabHref(base, tab.id) }))}
      renderLink={({ href, ...props }) => <Link to={href} {...props} />}
    />
  )
}
