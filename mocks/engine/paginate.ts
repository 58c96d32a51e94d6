/**
 * Laravel's LengthAwarePaginator::toArray(), keys in Laravel's order. Page URLs keep the
 * request's query string (the controller calls ->withQueryString()), and `links` follow
 * UrlWindow with onEachSide = 3, including the `page` key of Laravel 12.23+.
 */
export function paginate<T>(items: T[], total: number, page: number, perPage: number, url: URL) {
  const lastPage = Math.max(1, Math.ceil(total / perPage))
  const path = `${url.origin}${url.pathname}`
  // Every page URL is the same query but for the page: serialise it once, with `page=` empty.
  const q = new URLSearchParams(url.search)
  q.set('page', '')
  const query = q.toString()
  const at = /(?:^|&)page=(?=&|$)/.exec(query)!
  const head = `${path}?${query.slice(0, at.index + at[0].length)}`
  const tail = query.slice(at.index + at[0].length)
  const pageUrl = (n: number) => `${head}${n}${tail}`
  const from = items.length ? (page - 1) * perPage + 1 : null
  const to = items.length ? (from as number) + items.length - 1 : null
  const prev = page > 1 ? pageUrl(page - 1) : null
  const next = page < lastPage ? pageUrl(page + 1) : null

  const links: { url: string | null; label: string; page?: number | null; active: boolean }[] = [
    { url: prev, label: '&laquo; Previous', page: page > 1 ? page - 1 : null, active: false },
  ]
  for (const n of window(page, lastPage)) {
    if (n === '...') links.push({ url: null, label: '...', active: false })
    else links.push({ url: pageUrl(n), label: String(n), page: n, active: n === page })
  }
  links.push({
    url: next,
    label: 'Next &raquo;',
    page: page < lastPage ? page + 1 : null,
    active: false,
  })

  return {
    current_page: page,
    data: items,
    first_page_url: pageUrl(1),
    from,
    last_page: lastPage,
    last_page_url: pageUrl(lastPage),
    links,
    next_page_url: next,
    path,
    per_page: perPage,
    prev_page_url: prev,
    to,
    total,
  }
}

/** Illuminate\Pagination\UrlWindow::get() with onEachSide 3 (window = onEachSide + 4). */
function window(current: number, last: number): (number | '...')[] {
  const range = (a: number, b: number) =>
    Array.from({ length: Math.max(0, b - a + 1) }, (_, i) => a + i)
  const onEachSide = 3
  if (last < onEachSide * 2 + 8) return range(1, last)
  const size = onEachSide + 4
  if (current <= size) return [...range(1, size + onEachSide), '...', last - 1, last]
  if (current > last - size) return [1, 2, '...', ...range(last - (size + (onEachSide - 1)), last)]
  return [1, 2, '...', ...range(current - onEachSide, current + onEachSide), '...', last - 1, last]
}
