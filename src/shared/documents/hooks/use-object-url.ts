import { useEffect } from 'react'

interface Entry {
  url: string
  users: number
}

const entries = new Map<Blob, Entry>()

/** A render that never commits gets this long for its effect to claim the URL. */
const UNCLAIMED_MS = 10_000

/** Drops the URL once no mounted component holds it (checked later, so a remount keeps it). */
function releaseLater(blob: Blob, delay = 0) {
  setTimeout(() => {
    const entry = entries.get(blob)
    if (entry && entry.users <= 0) {
      URL.revokeObjectURL(entry.url)
      entries.delete(blob)
    }
  }, delay)
}

function urlFor(blob: Blob): string {
  let entry = entries.get(blob)
  if (!entry) {
    entry = { url: URL.createObjectURL(blob), users: 0 }
    entries.set(blob, entry)
    // A render that never commits must not keep the file alive.
    releaseLater(blob, UNCLAIMED_MS)
  }
  return entry.url
}

/**
 * A blob: URL for a Blob, valid while a component using it is mounted, then revoked so the
 * file's memory is freed. Counted per Blob, so StrictMode's mount-unmount-mount keeps it.
 */
export function useObjectUrl(blob: Blob | undefined): string | null {
  const url = blob ? urlFor(blob) : null
  useEffect(() => {
    if (!blob) return
    const entry = entries.get(blob)
    if (entry) entry.users += 1
    return () => {
      const current = entries.get(blob)
      if (current) current.users -= 1
      releaseLater(blob)
    }
  }, [blob])
  return url
}
