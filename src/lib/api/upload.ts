import { http } from './http'

/** Uploads can be large: the 5 s every API call has is far too short for them. */
export const UPLOAD_TIMEOUT_MS = 10 * 60_000

/**
 * POSTs a multipart body, reporting how much of it has been sent (0-100). XHR, not the app's
 * default fetch adapter: only XHR reports upload progress. `size` stands in for the total when
 * the browser does not know it (the file's size).
 */
export async function postWithProgress(
  url: string,
  body: FormData,
  onProgress: (percent: number) => void,
  size = 0,
): Promise<unknown> {
  const res = await http.post<unknown>(url, body, {
    adapter: 'xhr',
    timeout: UPLOAD_TIMEOUT_MS,
    onUploadProgress: (event) => {
      const total = event.total ?? size
      if (total > 0) onProgress(Math.min(100, (event.loaded / total) * 100))
    },
  })
  return res.data
}
