import { useParams } from 'react-router-dom'
import { NotFoundError } from '@/ui'
import { ADMIN_LIST_ROUTES } from './routes'

/**
 * Every admin list under one route (`/admin/*`): the router's entry need not carry the list
 * of areas, and an address that is no list is the 404 inside the shell.
 */
export function AdminListSwitch() {
  const rest = (useParams()['*'] ?? '').replace(/\/+$/, '')
  const route = ADMIN_LIST_ROUTES.find((r) => r.path === rest)
  if (!route) throw new NotFoundError('admin page')
  return <route.Component key={route.path} />
}
