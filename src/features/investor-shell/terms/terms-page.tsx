/** STUB: replaced by the terms page. */
export function TermsPage() {
  return <h1>Terms and conditions</h1>
}
