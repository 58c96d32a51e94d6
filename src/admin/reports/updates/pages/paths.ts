import { ADMIN_PATHS } from '@/lib/navigation'

/** A draft update's editor (SPEC §2: edit-update while draft). */
export const UPDATE_EDITOR_PATH = `${ADMIN_PATHS.updates}/:id/edit-update`
