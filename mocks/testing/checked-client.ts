import { expect } from 'vitest'
import type { MockHost } from '../http/host'
import type { Router } from '../http/router'
import { startSession } from '../http/session'
import { createTestClient, type RequestOptions, type TestResponse } from './client'
import { findOperation, validateResponse } from './contract'

/** A client logged in as user `id` whose every answer must conform to openapi/. */
export async function checkedClient(host: MockHost, router: Router, id: number) {
  const client = createTestClient(host, router)
  client.useSession(await startSession(host, id))
  const checked = async <T>(
    method: string,
    path: string,
    body?: unknown,
    opts?: RequestOptions,
  ) => {
    const res = (await client.request<T>(method, path, body, opts)) as TestResponse<T>
    const op = findOperation(method, path)
    expect(op, `${method} ${path} is in the contract`).toBeDefined()
    const type = res.headers.get('content-type')
    expect(
      validateResponse(method, op!.path, res.status, type, res.body),
      `${method} ${path}`,
    ).toEqual([])
    return res
  }
  return {
    get: <T = unknown>(path: string) => checked<T>('GET', path),
    post: <T = unknown>(path: string, body: unknown = {}) => checked<T>('POST', path, body),
    /** POST as multipart/form-data; Blob values go as files. */
    postForm: <T = unknown>(path: string, body: Record<string, unknown>) =>
      checked<T>('POST', path, body, { form: true }),
    patch: <T = unknown>(path: string, body: unknown) => checked<T>('PATCH', path, body),
    put: <T = unknown>(path: string, body: unknown) => checked<T>('PUT', path, body),
    delete: <T = unknown>(path: string) => checked<T>('DELETE', path),
  }
}
