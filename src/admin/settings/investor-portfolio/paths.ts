import { ADMIN_PATHS } from '@/lib/navigation'

export const TABLES_PATH = `${ADMIN_PATHS.settings}/investor/portfolio`
export const tablePath = (id: number | string) => `${TABLES_PATH}/${id}`
