/**
 * The contract as a test oracle: loads openapi/bundled.json (re-bundling when any
 * openapi/**\/*.yaml is newer), lists its operations, matches concrete URLs to them and
 * validates response bodies with ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1).
 */
import { readFileSync } from 'node:fs'
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { BUNDLED, bundle, bundleIsStale } from '../../scripts/openapi/bundle'
import { findTemplate, METHODS, pointer, type Operation } from './contract-paths'

export type { Operation } from './contract-paths'

type Obj = Record<string, unknown>
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v)

/** The document's id inside ajv: `#/components/...` refs resolve against it. */
const DOC_ID = 'https://contract.invalid/openapi.json'

interface Contract {
  doc: Obj
  ajv: Ajv2020
  operations: Operation[]
  validators: Map<string, ValidateFunction>
}

let loaded: Contract | null = null

function load(): Contract {
  if (loaded) return loaded
  if (bundleIsStale()) bundle()
  const doc = JSON.parse(readFileSync(BUNDLED, 'utf8')) as Obj
  // strict off: the document carries OpenAPI keywords (example, xml...) ajv does not know.
  const ajv = new Ajv2020({ strict: false, allErrors: true, multipleOfPrecision: 9 })
  addFormats(ajv)
  // OpenAPI's own formats: descriptive only.
  for (const f of ['binary', 'byte', 'int32', 'int64', 'float', 'double', 'password']) {
    ajv.addFormat(f, true)
  }
  ajv.addSchema({ ...doc, $id: DOC_ID }, DOC_ID)
  const operations: Operation[] = []
  for (const path of Object.keys(isObj(doc.paths) ? doc.paths : {})) {
    const { node: item } = walk(doc, ['paths', path])
    if (!isObj(item)) continue
    for (const method of METHODS) {
      const op = item[method.toLowerCase()]
      if (isObj(op)) operations.push({ method, path, operationId: String(op.operationId ?? '') })
    }
  }
  loaded = { doc, ajv, operations, validators: new Map() }
  return loaded
}

const unescape = (p: string) => decodeURIComponent(p).replace(/~1/g, '/').replace(/~0/g, '~')

/**
 * Walks `keys` from the document root, following local `$ref`s (`#/components/responses/X`)
 * on the way and at the end; returns the node and its canonical pointer (for ajv).
 */
function walk(doc: Obj, keys: string[]): { node: unknown; at: string } {
  let node: unknown = doc
  let at = ''
  const jump = () => {
    for (let hops = 0; isObj(node) && typeof node.$ref === 'string' && hops < 10; hops++) {
      const ref: string = node.$ref
      if (!ref.startsWith('#/')) throw new Error(`cannot follow external $ref ${ref}`)
      at = ref.slice(1)
      node = ref
        .slice(2)
        .split('/')
        .map(unescape)
        .reduce<unknown>((parent, key) => (isObj(parent) ? parent[key] : undefined), doc)
    }
  }
  for (const key of keys) {
    jump()
    node = isObj(node) ? node[key] : undefined
    at += pointer(key)
  }
  jump()
  return { node, at }
}

/** Every operation of the contract: method (upper case), OpenAPI path template, operationId. */
export function operations(): Operation[] {
  return [...load().operations]
}

/** The operation serving a concrete URL (query string ignored; literal segments beat `{params}`). */
export function findOperation(method: string, concretePath: string): Operation | undefined {
  return findTemplate(load().operations, method, concretePath)
}

/** The operation's own object: its description and extensions (`x-permission`). */
export function operationObject(method: string, path: string): Obj | undefined {
  const { node } = walk(load().doc, ['paths', path, method.toLowerCase()])
  return isObj(node) ? node : undefined
}

function responsesOf(method: string, path: string): Obj | undefined {
  const { node } = walk(load().doc, ['paths', path, method.toLowerCase(), 'responses'])
  return isObj(node) ? node : undefined
}

/** The status codes (as written in the document: '200', '4XX', 'default') of an operation. */
export function responseStatuses(method: string, path: string): string[] {
  return Object.keys(responsesOf(method, path) ?? {})
}

function formatError(e: ErrorObject): string {
  const where = e.instancePath || '(root)'
  const p = e.params as Record<string, unknown>
  const extra =
    p.additionalProperty !== undefined
      ? ` (${String(p.additionalProperty)})`
      : p.allowedValue !== undefined
        ? ` (${JSON.stringify(p.allowedValue)})`
        : p.allowedValues !== undefined
          ? ` (${JSON.stringify(p.allowedValues)})`
          : ''
  return `${where} ${e.message ?? 'is invalid'}${extra}`
}

/**
 * Checks one response against the contract; returns the problems (empty when it conforms).
 * `body` is the parsed JSON (or the text for non-JSON media types; null/undefined/'' for none).
 */
export function validateResponse(
  method: string,
  templatePath: string,
  status: number,
  contentType: string | null | undefined,
  body: unknown,
): string[] {
  const { doc, ajv, validators } = load()
  const label = `${method.toUpperCase()} ${templatePath} ${status}`
  const responses = responsesOf(method, templatePath)
  if (!responses)
    return [`${method.toUpperCase()} ${templatePath}: no such operation in the contract`]
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => k in responses)
  if (!key) {
    return [`${label}: status not declared (declared: ${Object.keys(responses).join(', ')})`]
  }
  const { node: response, at } = walk(doc, [
    'paths',
    templatePath,
    method.toLowerCase(),
    'responses',
    key,
  ])
  const content = isObj(response) && isObj(response.content) ? response.content : undefined
  const empty = body === undefined || body === null || body === ''
  if (!content) return empty ? [] : [`${label}: the contract declares no body, but one was sent`]

  const type = (contentType ?? '').split(';')[0].trim().toLowerCase()
  const mediaKey = [type, `${type.split('/')[0]}/*`, '*/*'].find((k) => k in content)
  if (!mediaKey) {
    const declared = Object.keys(content).join(', ')
    return [`${label}: content type "${type}" not declared (declared: ${declared})`]
  }
  const media = content[mediaKey]
  if (!isObj(media) || !('schema' in media)) return []

  const schemaPointer = `${at}${pointer('content', mediaKey, 'schema')}`
  let validate = validators.get(schemaPointer)
  if (!validate) {
    validate = ajv.compile({ $ref: `${DOC_ID}#${schemaPointer}` })
    validators.set(schemaPointer, validate)
  }
  if (validate(body)) return []
  return (validate.errors ?? []).map((e) => `${label}: ${formatError(e)}`)
}
