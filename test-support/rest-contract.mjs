// The REST contract (schema/control-plane.openapi.yaml) as the fuzzer reads it: its operations, with
// parameters and request bodies, $refs resolved.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function loadContract(file) {
  return parse(readFileSync(file, 'utf8'));
}

/** The node a $ref points to (followed through up to 20 hops); the node itself when it is no $ref. */
export function resolve(contract, node) {
  let current = node;
  for (let hops = 0; current && current.$ref && hops < 20; hops += 1) {
    const path = current.$ref.replace(/^#\//, '').split('/');
    current = path.reduce((at, key) => at?.[key], contract);
  }
  return current ?? {};
}

/** Every operation of the contract with its parameters and request body, $refs resolved. */
export function restOperations(contract) {
  const operations = [];
  for (const [path, item] of Object.entries(contract.paths ?? {})) {
    const shared = (item.parameters ?? []).map((p) => resolve(contract, p));
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = [...shared, ...(op.parameters ?? []).map((p) => resolve(contract, p))];
      const requestBody = op.requestBody ? resolve(contract, op.requestBody) : undefined;
      const contentType = requestBody ? Object.keys(requestBody.content ?? {})[0] : undefined;
      const streams = Object.values(op.responses ?? {}).some((r) => Object.keys(resolve(contract, r).content ?? {}).includes('text/event-stream'));
      operations.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        params,
        body: requestBody ? { contentType, schema: requestBody.content[contentType]?.schema ?? {} } : undefined,
        streams,
      });
    }
  }
  return operations;
}
