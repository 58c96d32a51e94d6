import { queryOptions } from '@tanstack/react-query'
import { fetchMockState } from './requests'

export const mockControlsKeys = {
  all: ['mock-controls'] as const,
  state: () => ['mock-controls', 'state'] as const,
}

/** GET /__mock/state: always asked afresh, since another tab or a script may change it. */
export const mockStateQuery = queryOptions({
  queryKey: mockControlsKeys.state(),
  queryFn: ({ signal }) => fetchMockState(signal),
  staleTime: 0,
})
