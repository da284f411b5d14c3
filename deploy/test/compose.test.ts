/**
 * docker-compose.yml against the Compose specification's own schema (test/schemas/compose-spec.json,
 * kept as test data), and what the schema cannot say: probes, drain time and the storage settings
 * shared by the API and the workers. These machines have no Docker engine: this is the check.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const read = (relative: string) => readFileSync(fileURLToPath(new URL(relative, import.meta.url)), 'utf8');
// Draft-07, named by an https URI that ajv does not know by that spelling: compiled as draft-07.
const { $schema: _draft07, ...schema } = JSON.parse(read('./schemas/compose-spec.json')) as Record<string, unknown>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the file is read as plain YAML
const compose = parse(read('../../docker-compose.yml')) as { services: Record<string, any>; volumes?: Record<string, unknown> };
// Formats the spec names (durations, ports) are Compose's own; the structure is what is checked.
const validate = new Ajv({ strict: false, allErrors: true, validateFormats: false }).compile(schema);

describe('docker-compose.yml', () => {
  it('is valid against the Compose specification schema', () => {
    const valid = validate(compose);
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 2)).toEqual([]);
    expect(valid).toBe(true);
  });

  it('the schema check can fail', () => {
    expect(validate({ services: { api: { image: 'x', ports: 'not-a-list' } } })).toBe(false);
    expect(validate({ services: { api: { image: 'x', healthcheck: { tests: ['CMD', 'true'] } } } })).toBe(false);
  });

  it('gives every Vigia service a readiness healthcheck and time to drain on stop', () => {
    for (const name of ['control-plane', 'worker', 'gateway']) {
      const service = compose.services[name];
      expect(service.healthcheck?.test?.join(' '), name).toMatch(/\/readyz/);
      expect(service.stop_grace_period, name).toBe('40s');
      expect(Number(service.environment.SHUTDOWN_GRACE_SECONDS), name).toBeLessThan(40);
    }
    expect(compose.services.gateway.depends_on['control-plane'].condition).toBe('service_healthy');
  });

  it('gives the API and the workers the same storage, the API queues and the workers scan', () => {
    const api = compose.services['control-plane'].environment;
    const worker = compose.services.worker.environment;
    for (const name of ['DATABASE_URL', 'DATA_DIR', 'STORAGE_URL', 'S3_ENDPOINT', 'AWS_REGION', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']) {
      expect(worker[name], name).toBe(api[name]);
    }
    expect(api.WORKER_CONCURRENCY).toBe('0');
    expect(api.VIGIA_PEPPER).toBe('${VIGIA_PEPPER:-}');
  });
});
