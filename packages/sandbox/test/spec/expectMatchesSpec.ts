import { Ajv, type ValidateFunction } from 'ajv';
import { loadSpec, type SpecApi } from './loadSpec';

type Json = Record<string, unknown>;
type Method = 'get' | 'post' | 'put' | 'delete';

const validators = new Map<string, ValidateFunction | null>();
const ajvs = new Map<SpecApi, Ajv>();

/**
 * Asserts that `body` is what the official spec allows for this operation's response: required fields
 * present, types right, and — stricter than the spec's own default — no field the spec does not name
 * (every object schema with `properties` gets `additionalProperties: false` unless it says otherwise).
 * Throws an Error listing ajv's findings. `pathTemplate` is the spec's path, e.g. `/v2/accounts/{address}`.
 */
export function expectMatchesSpec(
  api: SpecApi,
  method: Method,
  pathTemplate: string,
  status: number,
  body: unknown,
): void {
  const key = `${api} ${method} ${pathTemplate} ${status}`;
  let validate = validators.get(key);
  if (validate === undefined) {
    validate = compileFor(api, method, pathTemplate, status);
    validators.set(key, validate);
  }
  if (validate === null) {
    if (
      body !== null &&
      body !== undefined &&
      body !== '' &&
      !(typeof body === 'object' && Object.keys(body).length === 0)
    ) {
      throw new Error(`${key}: the spec defines no body, got ${JSON.stringify(body).slice(0, 200)}`);
    }
    return;
  }
  if (!validate(body)) {
    const errors = (validate.errors ?? [])
      .map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`)
      .join('\n  ');
    throw new Error(
      `${key}: response does not match the spec:\n  ${errors}\nbody: ${JSON.stringify(body).slice(0, 500)}`,
    );
  }
}

function compileFor(
  api: SpecApi,
  method: Method,
  pathTemplate: string,
  status: number,
): ValidateFunction | null {
  const spec = loadSpec(api);
  const paths = spec.paths as Record<string, Record<string, Json>>;
  const op = paths[pathTemplate]?.[method];
  if (op === undefined) throw new Error(`${api}: no ${method.toUpperCase()} ${pathTemplate} in the spec`);
  const responses = op.responses as Record<string, Json>;
  let response = responses[String(status)] ?? responses.default;
  if (response === undefined)
    throw new Error(`${api} ${method} ${pathTemplate}: the spec has no ${status} response`);
  response = resolveResponse(spec, response);
  const schema = api === 'kmd' ? (response.schema as Json | undefined) : responseContentSchema(response);
  if (schema === undefined) return null;
  return ajvFor(api).compile(rewriteRefs(schema) as Json);
}

function resolveResponse(spec: Json, response: Json): Json {
  const ref = response.$ref;
  if (typeof ref !== 'string') return response;
  const parts = ref.replace(/^#\//, '').split('/');
  let node: unknown = spec;
  for (const p of parts) node = (node as Json)[p];
  if (node === undefined) throw new Error(`unresolved ${ref}`);
  return node as Json;
}

function responseContentSchema(response: Json): Json | undefined {
  const content = response.content as Record<string, Json> | undefined;
  return content?.['application/json']?.schema as Json | undefined;
}

function ajvFor(api: SpecApi): Ajv {
  let ajv = ajvs.get(api);
  if (ajv === undefined) {
    ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
    const any = { validate: () => true };
    for (const f of ['uint64', 'int64', 'uint8', 'uint32', 'json', 'binary', 'catchpoint', 'address'])
      ajv.addFormat(f, any);
    ajv.addFormat('byte', /^[A-Za-z0-9+/]*={0,2}$/);
    const spec = loadSpec(api);
    const defs = (api === 'kmd' ? spec.definitions : (spec.components as Json).schemas) as Json;
    ajv.addSchema({ $id: 'spec', definitions: rewriteRefs(defs) }, 'spec');
    ajvs.set(api, ajv);
  }
  return ajv;
}

/** Points spec-local refs at the registered `spec` document and closes objects to unknown fields. */
function rewriteRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (node === null || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node as Json)) {
    if (k === '$ref' && typeof v === 'string') {
      out.$ref = v
        .replace(/^#\/components\/schemas\//, 'spec#/definitions/')
        .replace(/^#\/definitions\//, 'spec#/definitions/');
    } else if (k.startsWith('x-') || k === 'example') {
      continue;
    } else {
      out[k] = rewriteRefs(v);
    }
  }
  // `properties: {}` is how the specs spell an open object (ErrorResponse.data, HealthCheck.data).
  const named = out.properties !== undefined && Object.keys(out.properties as Json).length > 0;
  if (named && out.additionalProperties === undefined && out.$ref === undefined) {
    out.additionalProperties = false;
  }
  return out;
}
