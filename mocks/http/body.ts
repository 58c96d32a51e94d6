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
  type: string
  /** Small images come back as data: URLs, so an uploaded logo really shows in mock mode. */
  url?: string
}

const MAX_INLINE_IMAGE = 512 * 1024

async function fileInfo(file: File): Promise<FileInfo> {
  const info: FileInfo = { name: file.name, size: file.size, type: file.type }
  if (file.type.startsWith('image/') && file.size <= MAX_INLINE_IMAGE) {
    const bytes = new Uint8Array(await file.arrayBuffer())
    let binary = ''
    for (const b of bytes) binary += String.fromCharCode(b)
    const b64 = typeof btoa === 'function' ? btoa(binary) : Buffer.from(bytes).toString('base64')
    info.url = `data:${file.type};base64,${b64}`
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

export async function readInput(request: Request): Promise<RequestInput> {
  const blobs: Record<string, Blob> = {}
  const input: RequestInput = { fields: {}, files: {}, blobs }
  if (request.method === 'GET' || request.method === 'HEAD') return input
  const type = request.headers.get('content-type') ?? ''
  try {
    if (type.includes('application/json')) {
      const text = await request.text()
      const body = text ? JSON.parse(text) : {}
      if (body && typeof body === 'object' && !Array.isArray(body)) input.fields = body
    } else if (
      type.includes('multipart/form-data') ||
      type.includes('application/x-www-form-urlencoded')
    ) {
      const form = await request.formData()
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
