/**
 * Thrown by a page whose record does not exist (or that the viewer may not see): the route's
 * error element reads `status` and shows SPEC §2's 404 page in place of the page.
 */
export class NotFoundError extends Error {
  readonly status = 404
  constructor(what = 'page') {
    super(`No such ${what}`)
    this.name = 'NotFoundError'
  }
}
