import { createMockApi } from '../node'
import { seededRows } from './seed-snapshot'

/**
 * The Node mock host over the normal seed, from the run's snapshot when there is one, as is
 * every reset to the normal seed.
 */
export const seededMockApi = () => createMockApi({ seeded: seededRows(), reseeded: seededRows })
