import { getDomain as tldtsGetDomain } from 'tldts'
import { expect, it } from 'vitest'
import { getDomain } from './tldts-lite'

// tough-cookie's own call (lib/getPublicSuffix.ts).
const real = (host: string) =>
  tldtsGetDomain(host, { allowIcannDomains: true, allowPrivateDomains: true })

it.each([
  'localhost',
  'app.localhost',
  '127.0.0.1',
  '::1',
  'example.com',
  'portal.example.com',
  'portal.tenant.example',
  'demo.northgate.test',
  'Portal.Example.COM',
])('answers as tldts does for a host the mock serves: %s', (host) => {
  expect(getDomain(host)).toBe(real(host))
})
