import {
  bodyLimit,
  declaredTooLarge,
  jsonTooDeep,
  POST_MAX_SIZE,
  PostTooLarge,
  readBodyLimited,
} from './body-limits'
import { sniffBlob } from './sniff'

/** What a request carried, the way Laravel's Request sees it (JSON, multipart or urlencoded). */
export interface RequestInput {
  fields: Record<string, unknown>
  files: Record<string, FileInfo>
  /** The uploaded files themselves, for hosts that keep them (documents' files). */
  blobs?: Record<string, Blob>
}

export interface FileInfo {
  name: string
  size: number
  /**
   * The type read from the file's bytes (mocks/http/sniff.ts), as Laravel's getMimeType():
   * what every rule (`image`, `mimes`) and the stored file go by.
   */
  type: string
  /** What the client claimed (getClientMimeType()): never trusted. */
  clientType?: string
  /** Small raster images come back as data: URLs, so an uploaded logo really shows in mock mode. */
  url?: string
}

const MAX_INLINE_IMAGE = 512 * 1024
const RASTER = /^image\/(png|jpeg|gif|webp)$/

function base64(bytes: Uint8Array): string {
  let binary = ''
  // In chunks: spreading a whole file into fromCharCode overflows the call stack.
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return typeof btoa === 'function' ? btoa(binary) : Buffer.from(bytes).toString('base64')
}

async function fileInfo(file: File): Promise<FileInfo> {
  const type = await sniffBlob(file, file.name)
  const info: FileInfo = { name: file.name, size: file.size, type, clientType: file.type }
  if (RASTER.test(type) && file.size <= MAX_INLINE_IMAGE) {
    const bytes = new Uint8Array(await file.arrayBuffer())
    info.url = `data:${type};base64,${base64(bytes)}`
  }
  return info
}

function isFile(v: unknown): v is File {
  return typeof v === 'object' && v !== null && 'arrayBuffer' in v && 'name' in v
}

/** `a[b]`, `a[]` and `a[0][c]` form keys become nested values, as PHP parses them. */
function assignFormKey(target: Record<string, unknown>, key: string, value: unknown) {
  const path = key.replace(/\]/g, '').split('[')
  let cur: Record<string, unknown> = target
  path.forEach((seg, i) => {
    const last = i === path.length - 1
    if (last) {
      if (seg === '' && Array.isArray(cur)) (cur as unknown[]).push(value)
      else cur[seg] = value
      return
    }
    const nextIsList = path[i + 1] === ''
    if (cur[seg] === undefined) cur[seg] = nextIsList ? [] : {}
    cur = cur[seg] as Record<string, unknown>
  })
}

/**
 * The request's input. A body over the host's limit (mocks/http/body-limits.ts) throws
 * PostTooLarge before any of it is parsed; JSON nested past json_decode's depth is no input,
 * as any JSON PHP cannot decode.
 */
export async function readInput(request: Request): Promise<RequestInput> {
  const blobs: Record<string, Blob> = {}
  const input: RequestInput = { fields: {}, files: {}, blobs }
  if (request.method === 'GET' || request.method === 'HEAD') return input
  const type = request.headers.get('content-type') ?? ''
  const isJson = type.includes('application/json')
  const isForm =
    type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')
  if (!isJson && !isForm) {
    // A body the host does not read is still measured, as ValidatePostSize measures any.
    if (declaredTooLarge(request.headers.get('content-length'), POST_MAX_SIZE))
      throw new PostTooLarge()
    return input
  }
  const bytes = await readBodyLimited(request, bodyLimit(type))
  try {
    if (isJson) {
      const text = new TextDecoder().decode(bytes)
      if (jsonTooDeep(text)) return input
      const body = text ? JSON.parse(text) : {}
      if (body && typeof body === 'object' && !Array.isArray(body)) input.fields = body
    } else {
      // The bytes read, parsed by the runtime's own Request (the one the request came in).
      const Ctor = request.constructor as typeof Request
      const copy = new Ctor(request.url, {
        method: 'POST',
        headers: { 'content-type': type },
        body: bytes as Uint8Array<ArrayBuffer>,
      })
      const form = await copy.formData()
      for (const [key, value] of form.entries()) {
        if (isFile(value)) {
          const info = await fileInfo(value)
          input.files[key.replace(/\[\]$/, '')] = info
          blobs[key.replace(/\[\]$/, '')] = value
          assignFormKey(input.fields, key, info)
        } else assignFormKey(input.fields, key, value)
      }
    }
  } catch {
    // Laravel treats an unparsable body as empty input; validation then reports what is missing.
  }
  return input
}

/** Method spoofing: only a real POST may become PUT/PATCH/DELETE (header, body, then query). */
export function effectiveMethod(request: Request, input: RequestInput, query: URLSearchParams) {
  const real = request.method.toUpperCase()
  if (real !== 'POST') return real
  const override =
    request.headers.get('x-http-method-override') ??
    (typeof input.fields._method === 'string' ? input.fields._method : null) ??
    query.get('_method')
  const m = override?.toUpperCase()
  return m === 'PUT' || m === 'PATCH' || m === 'DELETE' ? m : real
}
