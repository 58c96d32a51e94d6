export { listKeys } from './keys'
export { listPageQuery } from './queries'
export { fetchListPage } from './requests'
export type { FamilyRows, ListFamily, Page } from './types'
