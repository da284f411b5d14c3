import yauzl from 'yauzl';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoApp, type DemoApp } from './helpers/demo-app.js';
import type { Client } from './helpers/client.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { schemaErrors, type SchemaPlatform } from './helpers/ci-schemas.js';

const PLATFORMS = ['github', 'gitlab', 'azure', 'bitbucket', 'jenkins'] as const;
const TRIGGERS = ['push', 'pull_request', 'schedule', 'manual'] as const;
const FAIL_ON = ['critical', 'high', 'medium', 'low', 'none'] as const;
const PATHS = {
  github: '.github/workflows/vigia.yml',
  gitlab: '.gitlab-ci.yml',
  azure: 'azure-pipelines.yml',
  bitbucket: 'bitbucket-pipelines.yml',
  jenkins: 'Jenkinsfile',
};
/** Every non-empty set of triggers. */
const TRIGGER_SETS = Array.from({ length: 15 }, (_, mask) => TRIGGERS.filter((_, bit) => ((mask + 1) >> bit) & 1));

let { app, admin, analyst, tenantId, banking, pix } = {} as DemoApp;
let runSecret: string;
let runTokenId: string;

beforeAll(async () => {
  ({ app, admin, analyst, tenantId, banking, pix } = await startDemoApp());
  const created = (await admin.post(`/api/v1/admin/tenants/${tenantId}/tokens`, { name: 'CI GitHub', projectId: banking, kind: 'RUN' })).body;
  runSecret = created.secret;
  runTokenId = created.token.id;
});
afterAll(() => app?.close());

const body = (overrides: Record<string, unknown> = {}) => ({ tenantId, projectId: banking, platform: 'github', triggers: ['push'], failOn: 'high', ...overrides });
const generate = (payload: unknown, client: Client = admin, query = '') => client.post(`/api/v1/ci/generate${query}`, payload);

/** Jenkins has no offline validator: the declarative structure, checked by hand. */
function expectDeclarativeJenkinsfile(content: string): void {
  const code = content.split('\n').filter((line) => !line.startsWith('//')).join('\n');
  expect(code.trimStart().startsWith('pipeline {')).toBe(true);
  const opens = (code.match(/\{/g) ?? []).length;
  expect((code.match(/\}/g) ?? []).length).toBe(opens);
  for (const section of ['agent any', 'environment {', 'stages {', "stage('Vigia') {", 'steps {', 'post {', 'always {']) expect(code).toContain(section);
  expect(code.indexOf('stages {')).toBeLessThan(code.indexOf('post {'));
  expect(code).toMatch(/withCredentials\(\[string\(credentialsId: 'VIGIA_TOKEN', variable: 'VIGIA_TOKEN'\)\]\)/);
  expect(code).toMatch(/recordIssues .*sarif\(pattern: 'vigia-results.sarif'/);
  expect(code).toMatch(/archiveArtifacts artifacts: 'vigia-results.sarif'/);
}

/** Bitbucket's schema is permissive: every step has a name, a non-empty script and keeps the SARIF. */
function expectBitbucketSteps(content: string, triggers: readonly string[]): void {
  const document = parse(content) as { image: string; pipelines: Record<string, unknown> };
  expect(document.image).toMatch(/^curlimages\/curl:\d+\.\d+\.\d+$/);
  const groups: unknown[][] = [];
  const { branches, custom } = document.pipelines as { branches?: Record<string, unknown[]>; custom?: Record<string, unknown[]> };
  const pullRequests = document.pipelines['pull-requests'] as Record<string, unknown[]> | undefined;
  if (triggers.includes('push')) groups.push(...Object.values(branches ?? {}));
  else expect(branches).toBeUndefined();
  if (triggers.includes('pull_request')) groups.push(...Object.values(pullRequests ?? {}));
  else expect(pullRequests).toBeUndefined();
  if (triggers.includes('manual')) expect(custom?.['vigia-manual']).toBeDefined();
  if (triggers.includes('schedule')) expect(custom?.['vigia-agendado']).toBeDefined();
  groups.push(...Object.values(custom ?? {}));
  expect(groups.length).toBeGreaterThan(0);
  for (const group of groups) {
    expect(group).toHaveLength(1);
    const { step } = group[0] as { step: { name: string; script: string[]; artifacts: string[] } };
    expect(Object.keys(group[0] as object)).toEqual(['step']);
    expect(step.name).toBeTruthy();
    expect(step.script.length).toBeGreaterThan(2);
    for (const line of step.script) expect(typeof line).toBe('string');
    expect(step.artifacts).toEqual(['vigia-results.sarif']);
  }
}

function expectNoInlineToken(content: string): void {
  expect(content).not.toContain(runSecret);
  expect(content).not.toMatch(/RUN_[0-9a-f-]{36}_/);
  expect(content).toContain('VIGIA_TOKEN');
}

describe('POST /api/v1/ci/generate', () => {
  describe.each(PLATFORMS)('%s', (platform) => {
    it(`when every trigger set and failOn is asked for ${platform}, then each file is valid for the platform and carries the choices`, async () => {
      for (const triggers of TRIGGER_SETS) {
        for (const failOn of FAIL_ON) {
          const res = await generate(body({ platform, triggers, failOn }));
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          const template = res.body as { path: string; content: string; secretName: string; vigiaUrl: string; platform: string };
          expect(template).toMatchObject({ platform, path: PATHS[platform], secretName: 'VIGIA_TOKEN', vigiaUrl: app.cp.config.publicUrl });
          expectNoInlineToken(template.content);
          expect(template.content).toContain(failOn);
          if (platform === 'jenkins') {
            expectDeclarativeJenkinsfile(template.content);
            expect(template.content.includes("cron('0 3 * * *')")).toBe(triggers.includes('schedule'));
            expect(template.content.includes('when { not { changeRequest() } }')).toBe(!triggers.includes('pull_request'));
          } else {
            const label = `${platform} ${triggers.join(',')} ${failOn}`;
            expect(schemaErrors(platform as SchemaPlatform, template.content), label).toEqual([]);
            if (platform === 'bitbucket') expectBitbucketSteps(template.content, triggers);
          }
          if (platform === 'github') {
            const workflow = parse(template.content) as { on: Record<string, unknown> };
            expect(Object.keys(workflow.on).sort()).toEqual(
              triggers.map((t) => ({ push: 'push', pull_request: 'pull_request', schedule: 'schedule', manual: 'workflow_dispatch' })[t]).sort(),
            );
          }
        }
      }
    });

    it(`when the default choices are asked for ${platform}, then the file matches its snapshot`, async () => {
      const res = await generate(body({ platform, triggers: [...TRIGGERS], failOn: 'high' }));
      expect(res.status).toBe(200);
      const stable = (res.body.content as string).replaceAll(banking, '<projectId>').replaceAll(app.cp.config.publicUrl, '<publicUrl>');
      expect(stable).toMatchSnapshot();
    });
  });

  it('when GitHub is asked for, then it reads contents only, writes security events for the SARIF upload, pins actions and publishes even when the gate fails', async () => {
    const res = await generate(body({ triggers: ['push', 'pull_request'] }));
    const workflow = parse(res.body.content) as {
      permissions: Record<string, string>;
      jobs: { vigia: { permissions: Record<string, string>; env: Record<string, string>; steps: { uses?: string; if?: string; env?: Record<string, string>; run?: string }[] } };
    };
    expect(workflow.permissions).toEqual({ contents: 'read' });
    expect(workflow.jobs.vigia.permissions).toEqual({ contents: 'read', 'security-events': 'write' });
    for (const step of workflow.jobs.vigia.steps) if (step.uses) expect(step.uses).toMatch(/@v\d+\.\d+\.\d+$/);
    const upload = workflow.jobs.vigia.steps.find((step) => step.uses?.startsWith('github/codeql-action/upload-sarif'));
    expect(upload?.if).toMatch(/^always\(\)/);
    const run = workflow.jobs.vigia.steps.find((step) => step.run);
    expect(run?.env).toMatchObject({ VIGIA_TOKEN: '${{ secrets.VIGIA_TOKEN }}', VIGIA_BASE_REF: '${{ github.base_ref }}' });
    expect(run?.run).toContain('/api/v1/ci/client.sh');
    expect(workflow.jobs.vigia.env.VIGIA_URL).toContain(app.cp.config.publicUrl);
  });

  it('when GitLab, Azure and Jenkins are asked for, then each publishes its native report and keeps the SARIF', async () => {
    const gitlab = parse((await generate(body({ platform: 'gitlab' }))).body.content) as { vigia: { artifacts: { when: string; reports: { sast: string }; paths: string[] } } };
    expect(gitlab.vigia.artifacts).toMatchObject({ when: 'always', reports: { sast: 'gl-sast-report.json' } });
    expect(gitlab.vigia.artifacts.paths).toContain('vigia-results.sarif');
    const azure = parse((await generate(body({ platform: 'azure' }))).body.content) as { steps: { task?: string; condition?: string; inputs?: Record<string, string> }[] };
    expect(azure.steps.find((s) => s.task)).toMatchObject({ condition: 'succeededOrFailed()', inputs: { PathtoPublish: 'CodeAnalysisLogs', ArtifactName: 'CodeAnalysisLogs' } });
    const jenkins = (await generate(body({ platform: 'jenkins' }))).body.content as string;
    expect(jenkins).toContain('recordIssues enabledForFailure: true');
  });

  it('when a branch and a cron are given, then push, pull requests and schedules use them', async () => {
    const res = await generate(body({ triggers: ['push', 'pull_request', 'schedule'], branch: 'develop', cron: '30 2 * * 1' }));
    const workflow = parse(res.body.content) as { on: { push: { branches: string[] }; pull_request: { branches: string[] }; schedule: { cron: string }[] } };
    expect(workflow.on).toEqual({ push: { branches: ['develop'] }, pull_request: { branches: ['develop'] }, schedule: [{ cron: '30 2 * * 1' }] });
  });

  it('when pull requests trigger the pipeline, then every platform gates them on new findings by default, and not when newOnly is false', async () => {
    for (const platform of PLATFORMS) {
      const withPr = await generate(body({ platform, triggers: ['push', 'pull_request'], failOn: 'high' }));
      expect(withPr.status, JSON.stringify(withPr.body)).toBe(200);
      expect(withPr.body.content, platform).toMatch(/VIGIA_NEW_ONLY\W+true/);
      expect(withPr.body.content, platform).toContain('só reprovam os achados novos');
      const pushOnly = await generate(body({ platform, triggers: ['push'], failOn: 'high' }));
      expect(pushOnly.body.content, platform).not.toContain('VIGIA_NEW_ONLY');
      const optedOut = await generate({ ...body({ platform, triggers: ['pull_request'], failOn: 'high' }), newOnly: false });
      expect(optedOut.body.content, platform).not.toContain('VIGIA_NEW_ONLY');
    }
  });

  it('when the zip is asked for, then it holds the file at its conventional path and a Portuguese LEIA-ME', async () => {
    for (const platform of PLATFORMS) {
      const res = await fetch(`${app.url}/api/v1/ci/generate?format=zip`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'X-CSRF-Token': admin.csrfToken as string },
        body: JSON.stringify(body({ platform, tokenId: runTokenId })),
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/zip');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="vigia-ci-${platform}.zip"`);
      const entries = await unzip(Buffer.from(await res.arrayBuffer()));
      expect(Object.keys(entries).sort()).toEqual([PATHS[platform], 'LEIA-ME-vigia.md'].sort());
      expect(entries['LEIA-ME-vigia.md']).toContain('Crie o segredo `VIGIA_TOKEN`');
      expect(entries['LEIA-ME-vigia.md']).toContain('"CI GitHub"');
      expect(entries['LEIA-ME-vigia.md']).not.toContain(runSecret);
      expectNoInlineToken(entries[PATHS[platform]] as string);
    }
  });

  it('when a template is generated, then the audit log records who, which project and the choices, never a secret', async () => {
    await generate(body({ platform: 'gitlab', failOn: 'critical' }));
    const row = await app.cp.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'ci.template.generate')
      .where('tenant_id', '=', tenantId)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ target_type: 'project', target_id: banking });
    expect(row.meta).toMatchObject({ platform: 'gitlab', failOn: 'critical', triggers: ['push'] });
  });

  it('when a project member with a working role asks, then the file is generated', async () => {
    const projects = (await analyst.get('/api/v1/projects')).body.projects as { id: string }[];
    const res = await generate(body({ projectId: projects[0]?.id }), analyst);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  describe('errors (spec §8)', () => {
    it.each([
      ['platform', { platform: 'travis' }],
      ['triggers[1]', { triggers: ['push', 'tag'] }],
      ['failOn', { failOn: 'severe' }],
    ])('when %s is not one of the accepted values, then 422 names the field', async (field, change) => {
      const res = await generate(body(change));
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 'VALIDATION_ERROR', field });
      expect(res.body.message).toMatch(new RegExp(`^Dados inválidos: ${field.replace(/[[\]]/g, '\\$&')} deve ser um dos valores`));
    });

    it('when triggers is empty, then 422', async () => {
      const res = await generate(body({ triggers: [] }));
      expect(res.status).toBe(422);
      expect(res.body.field).toBe('triggers');
    });

    it.each(['tenantId', 'projectId', 'platform', 'triggers', 'failOn'])('when %s is missing, then 400 lists it', async (name) => {
      const payload: Record<string, unknown> = body();
      delete payload[name];
      const res = await generate(payload);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'MISSING_PARAMETERS', message: `Parâmetros obrigatórios ausentes: ${name}` });
    });

    it('when the tenant is not the caller\'s, then 403', async () => {
      const res = await generate(body({ tenantId: '00000000-0000-4000-8000-000000000000' }));
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Acesso negado ao tenant');
    });

    it('when the project is not of the tenant or not the member\'s, then 403', async () => {
      expect((await generate(body({ projectId: '00000000-0000-4000-8000-000000000000' }))).status).toBe(403);
      const mine = ((await analyst.get('/api/v1/projects')).body.projects as { id: string }[]).map((p) => p.id);
      const other = [banking, pix].find((id) => !mine.includes(id)) as string;
      const res = await generate(body({ projectId: other }), analyst);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Acesso negado. Você não tem permissão para este projeto.');
    });

    it('when a RUN token asks, then 403: pipelines are set up by people', async () => {
      const res = await app.client().post('/api/v1/ci/generate', body(), { bearer: runSecret });
      expect(res.status).toBe(403);
    });

    it('when a tokenId comes without its projectId, then 400 with the token-context message', async () => {
      const payload: Record<string, unknown> = body({ tokenId: runTokenId });
      delete payload.projectId;
      const res = await generate(payload);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'INVALID_CONTEXT', message: 'Contexto inválido: projectId/tokenId ausentes' });
    });

    it('when the tokenId is not a RUN token of the project, then 404', async () => {
      const res = await generate(body({ projectId: pix, tokenId: runTokenId }));
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Token não encontrado');
    });

    it('when the session sends no CSRF token, then 403', async () => {
      const res = await admin.post('/api/v1/ci/generate', body(), { csrf: false });
      expect(res.status).toBe(403);
    });

    it('when nobody is signed in, then 401', async () => {
      expect((await app.client().post('/api/v1/ci/generate', body())).status).toBe(401);
    });
  });
});

describe('CI_GENERATOR=false', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await startTestApp({ ciGenerator: false });
  });
  afterAll(async () => {
    await off?.close();
  });

  it('when the feature is off, then generate and the client answer 404 Feature CI_GENERATOR desabilitada', async () => {
    const client = await off.signIn('admin@demo.local');
    const tenant = (await client.get('/auth/whoami')).body.user.tenantId;
    const project = ((await client.get('/api/v1/projects')).body.projects as { id: string }[])[0]?.id;
    const res = await client.post('/api/v1/ci/generate', { tenantId: tenant, projectId: project, platform: 'github', triggers: ['push'], failOn: 'high' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'FEATURE_DISABLED', message: 'Feature CI_GENERATOR desabilitada' });
    expect((await off.client().get('/api/v1/ci/client.sh')).status).toBe(404);
  });
});

function unzip(buffer: Buffer): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const files: Record<string, string> = {};
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files[entry.fileName] = Buffer.concat(chunks).toString('utf8');
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.readEntry();
    });
  });
}
