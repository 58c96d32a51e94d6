import type { SectionPage } from '@/admin/kit/records'
import { AttributesPage } from './pages/attributes-page'
import { ConfigureAttributePage } from './pages/configure-attribute-page'
import { LIST_PATH } from './model/attribute-model'

/** Settings → Attribute Settings → Custom Attributes, and one attribute's configuration. */
export const customAttributePages: SectionPage[] = [
  { path: LIST_PATH, Component: AttributesPage },
  { path: `${LIST_PATH}/configure/:id`, Component: ConfigureAttributePage },
]
