/**
 * deploy/kubernetes: every object valid against the Kubernetes API schemas (kubernetes-models,
 * generated from Kubernetes' OpenAPI, checked with ajv), plus the rules no schema states: probes on
 * every container pointing at our /livez and /readyz, requests and limits, selectors that match the
 * pods they mean, services that reach a named port, a grace period longer than our drain, secrets
 * only as files. No cluster, no kubectl.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';

const FOLDER = fileURLToPath(new URL('../kubernetes', import.meta.url));

type Labels = Record<string, string>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- manifests are read as plain YAML
type Manifest = { apiVersion: string; kind: string; metadata: { name: string; labels?: Labels }; spec?: any; data?: Labels; file: string };

const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
};

const manifests: Manifest[] = readdirSync(FOLDER)
  .filter((name) => name.endsWith('.yaml'))
  .flatMap((name) =>
    parseAllDocuments(readFileSync(path.join(FOLDER, name), 'utf8')).map((doc) => {
      if (doc.errors.length > 0) throw new Error(`${name}: ${doc.errors[0]?.message}`);
      return { ...(doc.toJS() as Omit<Manifest, 'file'>), file: name };
    }),
  );
const ofKind = (kind: string) => manifests.filter((m) => m.kind === kind);
const deployments = ofKind('Deployment');
const matches = (selector: Labels, labels: Labels | undefined) => Object.entries(selector).every(([key, value]) => labels?.[key] === value);
const templateLabels = (deployment: Manifest): Labels => deployment.spec.template.metadata.labels;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const containersOf = (deployment: Manifest): any[] => deployment.spec.template.spec.containers;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const envOf = (container: any, config: Labels): Labels => ({
  ...config,
  ...Object.fromEntries((container.env ?? []).map((e: { name: string; value?: string }) => [e.name, e.value ?? ''])),
});
const config = ofKind('ConfigMap').find((m) => m.metadata.name === 'vigia-config')?.data ?? {};

describe('deploy/kubernetes', () => {
  it('has the API, worker and gateway Deployments, their Services, disruption budgets and the worker autoscaler', () => {
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual(['vigia-api', 'vigia-gateway', 'vigia-worker']);
    expect(ofKind('Service').map((s) => s.metadata.name).sort()).toEqual(['vigia-api', 'vigia-gateway']);
    expect(ofKind('PodDisruptionBudget').map((p) => p.metadata.name).sort()).toEqual(['vigia-api', 'vigia-gateway', 'vigia-worker']);
    expect(ofKind('HorizontalPodAutoscaler').map((h) => h.spec.scaleTargetRef.name)).toEqual(['vigia-worker']);
  });

  it('validates every object against the Kubernetes API schema of its kind', () => {
    for (const { file, ...manifest } of manifests) {
      const Model = MODELS[`${manifest.apiVersion}/${manifest.kind}`];
      expect(Model, `${file}: ${manifest.apiVersion} ${manifest.kind} has no schema here`).toBeDefined();
      expect(() => new (Model as NonNullable<typeof Model>)(manifest as never).validate(), `${file}: ${manifest.kind} ${manifest.metadata.name}`).not.toThrow();
    }
  });

  it('the schema check can fail: a wrong type, a missing field', () => {
    const api = structuredClone(deployments[0] as Manifest);
    api.spec.replicas = 'two';
    expect(() => new Deployment(api as never).validate()).toThrow();
    const service = structuredClone(ofKind('Service')[0] as Manifest);
    delete service.spec.ports[0].port;
    expect(() => new Service(service as never).validate()).toThrow();
  });

  it('gives every container liveness, readiness and startup probes on /livez and /readyz of a declared port', () => {
    for (const deployment of deployments) {
      for (const container of containersOf(deployment)) {
        const where = `${deployment.metadata.name}/${container.name}`;
        const ports = (container.ports ?? []).map((p: { name: string }) => p.name);
        expect(container.livenessProbe?.httpGet?.path, where).toBe('/livez');
        expect(container.readinessProbe?.httpGet?.path, where).toBe('/readyz');
        expect(container.startupProbe?.httpGet?.path, where).toBe('/readyz');
        for (const probe of [container.livenessProbe, container.readinessProbe, container.startupProbe]) expect(ports, where).toContain(probe.httpGet.port);
      }
    }
  });

  it('gives every container CPU and memory requests and limits, limits at least the requests', () => {
    const cpu = (value: string) => (value.endsWith('m') ? Number(value.slice(0, -1)) / 1000 : Number(value));
    const memory = (value: string) => Number(value.slice(0, -2)) * (value.endsWith('Gi') ? 1024 : 1);
    for (const deployment of deployments) {
      for (const { name, resources } of containersOf(deployment)) {
        const where = `${deployment.metadata.name}/${name}`;
        for (const kind of ['requests', 'limits']) for (const what of ['cpu', 'memory']) expect(resources?.[kind]?.[what], `${where} ${kind}.${what}`).toBeDefined();
        expect(cpu(String(resources.limits.cpu)), where).toBeGreaterThanOrEqual(cpu(String(resources.requests.cpu)));
        expect(memory(resources.limits.memory), where).toBeGreaterThanOrEqual(memory(resources.requests.memory));
      }
    }
  });

  it('selects each Deployment’s own pods, and Services, budgets and the autoscaler reach them', () => {
    for (const deployment of deployments) {
      expect(matches(deployment.spec.selector.matchLabels, templateLabels(deployment)), deployment.metadata.name).toBe(true);
      // No other Deployment's pods fall under this selector.
      for (const other of deployments.filter((d) => d !== deployment)) expect(matches(deployment.spec.selector.matchLabels, templateLabels(other))).toBe(false);
    }
    for (const service of ofKind('Service')) {
      const targets = deployments.filter((d) => matches(service.spec.selector, templateLabels(d)));
      expect(targets.map((d) => d.metadata.name), service.metadata.name).toEqual([service.metadata.name]);
      const portNames = containersOf(targets[0] as Manifest).flatMap((c) => (c.ports ?? []).map((p: { name: string }) => p.name));
      for (const port of service.spec.ports) expect(portNames, service.metadata.name).toContain(port.targetPort);
    }
    for (const budget of ofKind('PodDisruptionBudget')) {
      expect(deployments.filter((d) => matches(budget.spec.selector.matchLabels, templateLabels(d))).map((d) => d.metadata.name)).toEqual([budget.metadata.name]);
    }
    for (const scaler of ofKind('HorizontalPodAutoscaler')) {
      expect(deployments.map((d) => d.metadata.name)).toContain(scaler.spec.scaleTargetRef.name);
      expect(scaler.spec.metrics[0].external.metric.name).toBe('vigia_scan_queue_depth');
    }
  });

  it('lets a pod drain: the grace period covers the preStop pause and SHUTDOWN_GRACE_SECONDS', () => {
    for (const deployment of deployments) {
      for (const container of containersOf(deployment)) {
        const env = envOf(container, container.envFrom ? config : {});
        const grace = Number(env.SHUTDOWN_GRACE_SECONDS ?? 25);
        const pause = Number(container.lifecycle?.preStop?.exec?.command?.[1] ?? 0);
        expect(deployment.spec.template.spec.terminationGracePeriodSeconds, deployment.metadata.name).toBeGreaterThan(grace + pause);
      }
    }
  });

  it('wires the API and workers to the bucket and the database, secrets only as mounted files', () => {
    expect(config.STORAGE_URL).toMatch(/^s3:\/\//);
    for (const deployment of deployments.filter((d) => d.metadata.name !== 'vigia-gateway')) {
      for (const container of containersOf(deployment)) {
        const env = envOf(container, config);
        const mounts = (container.volumeMounts ?? []).map((m: { mountPath: string }) => m.mountPath);
        for (const name of ['DATABASE_URL', 'VIGIA_PEPPER', 'AWS_SECRET_ACCESS_KEY']) {
          expect(env[name], `${deployment.metadata.name}: ${name} never as a plain value`).toBeUndefined();
          expect(mounts.some((mount: string) => env[`${name}_FILE`]?.startsWith(`${mount}/`)), `${deployment.metadata.name}: ${name}_FILE is mounted`).toBe(true);
        }
      }
    }
    expect(envOf(containersOf(deployments.find((d) => d.metadata.name === 'vigia-api') as Manifest)[0], config).WORKER_CONCURRENCY).toBe('0');
    // The Secret's keys are the files the *_FILE variables name.
    const secret = ofKind('Secret')[0] as Manifest & { stringData: Labels };
    for (const [name, file] of Object.entries(config).filter(([key]) => key.endsWith('_FILE'))) {
      expect(Object.keys(secret.stringData), name).toContain(path.basename(file));
    }
  });
});
