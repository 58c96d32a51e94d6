import { Registry } from '../engine/registry'
import { bindFamilies } from '../engine/access'
import { contacts } from './contacts'
import { peopleResources } from './groups/people'
import { dealsResources } from './groups/deals'
import { fundsResources } from './groups/funds'
import { paDeals } from './pa-deals'

/** Every REST family the host serves, declared once. */
export const resources = [
  contacts,
  ...peopleResources,
  ...dealsResources,
  ...fundsResources,
  paDeals,
]

export const registry = new Registry(resources as never)

// The engine's access rules follow a child row to its parent's declaration.
bindFamilies((name) => registry.forTable(name))
