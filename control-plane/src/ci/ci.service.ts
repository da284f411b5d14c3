import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import yazl from 'yazl';
import { recordAudit } from '../audit/audit.repository.js';
import type { Config } from '../config.js';
import type { Severity } from '../db/finding-tables.js';
import type { Schemas } from '../lib/api-types.js';
import type { Db } from '../lib/db.js';
import { AppError, notFound } from '../lib/errors.js';
import type { RequestMeta } from '../lib/request-meta.js';
import { authorize, canSeeProject, PROJECT_DENIED, resolveTenant, visibleTenantIds, type Actor } from '../policy/index.js';
import { findProject } from '../projects/projects.repository.js';
import { findScan } from '../scans/scans.repository.js';
import { readObject, type ObjectStorage } from '../storage/object-storage.js';
import { annotatedSarif } from '../suppressions/annotated-sarif.js';
import { findToken } from '../tokens/tokens.repository.js';
import {
  DEFAULT_BRANCH,
  DEFAULT_CRON,
  readmeOf,
  renderTemplate,
  SECRET_NAME,
  type CiFailOn,
  type CiPlatform,
  type CiTemplateOptions,
  type CiTrigger,
} from './templates/index.js';
import { gateFailedEvent } from '../webhooks/product-events.js';
import type { OutboundEvent } from '../webhooks/webhook-events.js';
import { findingsForReport, gatedFindingsList, latestScanOfBranch, sarifArtifactOf, severityCounts } from './ci.repository.js';

/** src/ci/vigia-ci.sh, from src/ or dist/ alike. */
const CLIENT_SCRIPT_FILE = fileURLToPath(new URL('../../src/ci/vigia-ci.sh', import.meta.url));

export const CI_DISABLED_MESSAGE = 'Feature CI_GENERATOR desabilitada';
export const TOKEN_CONTEXT_MESSAGE = 'Contexto inválido: projectId/tokenId ausentes';

export interface CiTemplateInput {
  tenantId?: string | undefined;
  projectId?: string | undefined;
  platform?: CiPlatform | undefined;
  triggers?: CiTrigger[] | undefined;
  failOn?: CiFailOn | undefined;
  branch?: string | undefined;
  cron?: string | undefined;
  tokenId?: string | undefined;
  newOnly?: boolean | undefined;
}

/** What the generator answers: the contract's CiTemplate. */
export type CiTemplateResult = Schemas['CiTemplate'];

const featureDisabled = () => new AppError(404, 'FEATURE_DISABLED', CI_DISABLED_MESSAGE);
const scanNotFound = () => notFound('Scan não encontrado');

/** How many new findings the gate's text lists (the CI log stays readable). */
const NEW_FINDINGS_LISTED = 50;
const oneLine = (text: string) => text.replace(/[\r\n]+/g, ' ');
const RANK: Record<Severity, number> = { critical: 5, high: 4, medium: 3, low: 2, info: 1, unknown: 0 };
const GITLAB_SEVERITY: Record<Severity, string> = { critical: 'Critical', high: 'High', medium: 'Medium', low: 'Low', info: 'Info', unknown: 'Unknown' };

/**
 * The CI generator (pipeline files for five platforms), the client those files run, and what the
 * client reads back: the plain-text gate of a scan and its SARIF.
 */
export class CiService {
  private clientScript: string | undefined;

  constructor(
    private readonly db: Db,
    private readonly deps: { config: Config; storage: ObjectStorage; /** Events out: gate.failed the first time a scan's gate fails. */ publish?: (event: OutboundEvent) => Promise<void> },
  ) {}

  /** POST /api/v1/ci/generate: checks, renders and records the generation in the audit log. */
  async generate(actor: Actor, input: CiTemplateInput, request: RequestMeta): Promise<CiTemplateResult & { zipEntries: { name: string; content: string }[] }> {
    if (!this.deps.config.ciGenerator) throw featureDisabled();
    // Pipelines are set up by people; a token only runs scans.
    if (actor.type === 'token') throw new AppError(403, 'FORBIDDEN', PROJECT_DENIED);
    if (input.tokenId !== undefined && (!input.projectId || !input.tenantId)) {
      throw new AppError(400, 'INVALID_CONTEXT', TOKEN_CONTEXT_MESSAGE);
    }
    const missing = (['tenantId', 'projectId', 'platform', 'triggers', 'failOn'] as const).filter((name) => input[name] === undefined);
    if (missing.length > 0) {
      throw new AppError(400, 'MISSING_PARAMETERS', `Parâmetros obrigatórios ausentes: ${missing.join(', ')}`, { field: missing[0] as string });
    }
    const { platform, triggers, failOn } = input as Required<Pick<CiTemplateInput, 'platform' | 'triggers' | 'failOn'>>;
    const tenantId = resolveTenant(actor, input.tenantId);
    const project = await findProject(this.db, tenantId, input.projectId as string);
    if (!project || !canSeeProject(actor, { tenantId, projectId: project.id })) throw new AppError(403, 'FORBIDDEN', PROJECT_DENIED);
    authorize(actor, 'scan.start', { tenantId, projectId: project.id });

    let token: { name: string; prefix: string } | undefined;
    if (input.tokenId !== undefined) {
      const row = await findToken(this.db, tenantId, input.tokenId);
      if (!row || row.project_id !== project.id || row.kind !== 'RUN') throw notFound('Token não encontrado');
      token = { name: row.name, prefix: row.prefix };
    }

    const options: CiTemplateOptions = {
      platform,
      triggers: CI_TRIGGER_ORDER.filter((trigger) => triggers.includes(trigger)),
      failOn,
      projectId: project.id,
      projectName: project.name,
      branch: input.branch ?? DEFAULT_BRANCH,
      cron: input.cron ?? DEFAULT_CRON,
      vigiaUrl: this.deps.config.publicUrl,
      newOnly: input.newOnly ?? true,
    };
    const rendered = renderTemplate(options);
    await recordAudit(this.db, actor, request, {
      tenantId,
      action: 'ci.template.generate',
      targetType: 'project',
      targetId: project.id,
      meta: { platform, triggers: options.triggers, failOn, newOnly: options.newOnly, ...(input.tokenId ? { tokenId: input.tokenId } : {}) },
    });
    return {
      platform,
      path: rendered.path,
      content: rendered.content,
      secretName: SECRET_NAME,
      vigiaUrl: options.vigiaUrl,
      zipFileName: `vigia-ci-${platform}.zip`,
      instructions: rendered.instructions,
      zipEntries: [
        { name: rendered.path, content: rendered.content },
        { name: 'LEIA-ME-vigia.md', content: readmeOf(options, rendered, token) },
      ],
    };
  }

  /** The zip of a generated template, in memory (two small text files). */
  async zip(entries: readonly { name: string; content: string }[]): Promise<Buffer> {
    const zip = new yazl.ZipFile();
    const mtime = new Date('2026-01-01T00:00:00Z');
    for (const entry of entries) zip.addBuffer(Buffer.from(entry.content, 'utf8'), entry.name, { mtime, mode: 0o100644 });
    zip.end();
    const chunks: Buffer[] = [];
    for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /** GET /api/v1/ci/client.sh */
  clientScriptText(): string {
    if (!this.deps.config.ciGenerator) throw featureDisabled();
    this.clientScript ??= readFileSync(CLIENT_SCRIPT_FILE, 'utf8');
    return this.clientScript;
  }

  private async scanOf(actor: Actor, scanId: string) {
    const row = await findScan(this.db, visibleTenantIds(actor), scanId);
    if (!row || !canSeeProject(actor, { tenantId: row.tenant_id, projectId: row.project_id })) throw scanNotFound();
    authorize(actor, 'scan.read', { tenantId: row.tenant_id, projectId: row.project_id });
    return row;
  }

  /**
   * GET /api/v1/scans/{scanId}/gate: `PENDING <stage> <progress>`, `ERROR <message>`, or, once
   * completed, `PASS <n>` / `FAIL <n>` (n = open findings at or above failOn) and the counts. With
   * newOnly, a pull/merge-request scan counts only what its target branch's latest scan lacks.
   */
  async gate(actor: Actor, scanId: string, failOn: CiFailOn = 'high', newOnly = false): Promise<string> {
    const row = await this.scanOf(actor, scanId);
    if (row.status === 'failed' || row.stage === 'failed') {
      return `ERROR ${(row.error ?? 'Falhou').replace(/[\r\n]+/g, ' ')}\n`;
    }
    if (row.stage !== 'completed') return `PENDING ${row.stage} ${row.progress}\n`;
    const comparing = newOnly && Boolean(row.base_ref);
    const base = comparing && row.base_ref
      ? await latestScanOfBranch(this.db, { tenantId: row.tenant_id, projectId: row.project_id, exceptScanId: row.id }, row.base_ref)
      : undefined;
    const counts = await severityCounts(this.db, row.tenant_id, row.id, base?.id);
    const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
    const blocking =
      failOn === 'none'
        ? 0
        : (Object.entries(counts) as [Severity, number][]).filter(([severity]) => RANK[severity] >= RANK[failOn]).reduce((sum, [, n]) => sum + n, 0);
    if (blocking > 0 && this.deps.publish) {
      const event = await gateFailedEvent(this.db, { tenantId: row.tenant_id, projectId: row.project_id, scanId: row.id, failOn, blocking, counts });
      if (event) await this.deps.publish(event);
    }
    const listed = comparing && failOn !== 'none' ? await gatedFindingsList(this.db, row.tenant_id, row.id, base?.id, RANK[failOn], NEW_FINDINGS_LISTED) : [];
    return [
      `${blocking > 0 ? 'FAIL' : 'PASS'} ${blocking}`,
      `critical=${counts.critical}`,
      `high=${counts.high}`,
      `medium=${counts.medium}`,
      `low=${counts.low}`,
      `total=${total}`,
      `failOn=${failOn}`,
      // Only when asked: the text of a plain gate stays what clients already read.
      ...(newOnly ? [`newOnly=${comparing}`] : []),
      ...(comparing ? [`base=${oneLine(row.base_ref ?? '')}`, `baseScan=${base?.id ?? 'none'}`] : []),
      ...listed.map((finding) => `new=${finding.severity} ${oneLine(finding.file)}:${finding.line ?? 0} ${oneLine(finding.rule)}`),
      '',
    ].join('\n');
  }

  /** GET /api/v1/scans/{scanId}/sarif: the SARIF artifact, or GitLab's SAST report with format=gitlab. */
  async sarif(actor: Actor, scanId: string, format: 'sarif' | 'gitlab' = 'sarif'): Promise<{ body: Buffer; contentType: string; fileName: string }> {
    const row = await this.scanOf(actor, scanId);
    if (row.stage !== 'completed') throw notFound('Resultados ainda não disponíveis: a varredura não terminou');
    if (format === 'gitlab') {
      const findings = await findingsForReport(this.db, row.tenant_id, row.id);
      const when = (row.finished_at ? new Date(row.finished_at) : new Date()).toISOString().slice(0, 19);
      const report = {
        version: '15.0.0',
        scan: {
          analyzer: { id: 'vigia', name: 'Vigia', version: '1.0.0', vendor: { name: 'Vigia' } },
          scanner: { id: 'vigia', name: 'Vigia', version: '1.0.0', vendor: { name: 'Vigia' } },
          type: 'sast',
          start_time: (row.started_at ? new Date(row.started_at) : new Date()).toISOString().slice(0, 19),
          end_time: when,
          status: 'success',
        },
        vulnerabilities: findings.map((finding) => ({
          id: finding.fingerprint,
          name: finding.rule,
          description: finding.message,
          severity: GITLAB_SEVERITY[finding.severity],
          location: { file: finding.file, ...(finding.line ? { start_line: finding.line } : {}) },
          identifiers: [
            { type: 'vigia_rule', name: finding.rule, value: finding.rule },
            ...(finding.cwe ? [{ type: 'cwe', name: finding.cwe, value: finding.cwe.replace(/^CWE-/i, '') }] : []),
          ],
        })),
      };
      return { body: Buffer.from(JSON.stringify(report, null, 2)), contentType: 'application/json', fileName: 'gl-sast-report.json' };
    }
    const artifact = await sarifArtifactOf(this.db, row.tenant_id, row.id);
    if (!artifact) throw notFound('Artefato não encontrado');
    const stored = await readObject(this.deps.storage, artifact.storage_path).catch(() => {
      throw notFound('Artefato não encontrado');
    });
    // Triage decisions and the baseline are read now: the file was written before either existed.
    const body = await annotatedSarif(this.db, row, stored);
    return { body, contentType: 'application/sarif+json', fileName: 'vigia-results.sarif' };
  }
}

const CI_TRIGGER_ORDER: readonly CiTrigger[] = ['push', 'pull_request', 'schedule', 'manual'];
