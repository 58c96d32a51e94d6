import { decodeRecord, http } from '@/lib/api'
import { decodeSettings, type TenantSettings } from '@/lib/tenant'

/**
 * The mock host's control endpoints (README "Mock-only control endpoints"). In mock mode they
 * live on the API's origin, so the app's own instance reaches them; they need no session.
 */

export interface MockFault {
  id: number
  path: string
  method: string | null
  status: number | null
  delay_ms: number | null
  times: number | null
}

/** Which Laravel the mock host plays (README "Mock-only control endpoints"). */
export type HostDialect = 'contract' | 'stock'

export interface MockState {
  maintenance: boolean
  latency_ms: number
  seed: 'normal' | 'large'
  dialect: HostDialect
  faults: MockFault[]
}

export type SeedSize = MockState['seed']

/** A partial settings row, as POST /__mock/settings takes it. */
export type SettingsPatch = Record<string, string | number | boolean | null>

export interface MockNotification {
  user_id: number
  message: string
  icon: string | null
  cta: string | null
}

/** What POST /__mock/compliance does to a user's appropriateness test. */
export type ComplianceResult = 'passed' | 'failed' | 'end_cooldown' | 'reset'

/** The user's test columns after the change, as the host answers them. */
export interface MockComplianceState {
  user_id: number
  compliance_passed: number
  compliance_tries: number
  compliance_failed_at: string | null
}

export async function fetchMockState(signal?: AbortSignal): Promise<MockState> {
  const res = await http.get<unknown>('/__mock/state', { signal })
  return decodeRecord<MockState>(res.data, "the mock host's state")
}

export async function patchSettings(patch: SettingsPatch): Promise<TenantSettings> {
  const res = await http.post<unknown>('/__mock/settings', patch)
  return decodeSettings(res.data)
}

export async function pushNotification(input: MockNotification): Promise<void> {
  await http.post('/__mock/notify', input)
}

export async function setComplianceResult(
  email: string,
  result: ComplianceResult,
): Promise<MockComplianceState> {
  const res = await http.post<unknown>('/__mock/compliance', { email, result })
  return decodeRecord<MockComplianceState>(res.data, 'the test result')
}

export async function setMaintenance(enabled: boolean): Promise<void> {
  await http.post('/__mock/maintenance', { enabled })
}

export async function addFault(fault: Omit<MockFault, 'id' | 'delay_ms' | 'times' | 'method'>) {
  await http.post('/__mock/faults', fault)
}

export async function clearFaults(): Promise<void> {
  await http.delete('/__mock/faults')
}

export async function setDialect(dialect: HostDialect): Promise<HostDialect> {
  const res = await http.post<unknown>('/__mock/dialect', { dialect })
  return decodeRecord<{ dialect: HostDialect }>(res.data, 'the dialect').dialect
}

export async function setLatency(ms: number): Promise<void> {
  await http.post('/__mock/latency', { ms })
}

/** Reseeding the large data set takes a minute or more, far past the usual 5 s timeout. */
export const RESET_TIMEOUT_MS = 5 * 60_000

/** Wipe and reseed; without a size the host keeps its current one. */
export async function resetData(seed?: SeedSize): Promise<SeedSize> {
  const body = seed ? { seed } : {}
  const res = await http.post<unknown>('/__mock/reset', body, { timeout: RESET_TIMEOUT_MS })
  return decodeRecord<{ seed: SeedSize }>(res.data, 'the reset').seed
}
