import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { withAudit } from '../audit/with-audit.js';
import { MAX_SIGNED_URL_TTL_SECONDS, type ArtifactConfig } from '../config.js';
import type { Schemas } from '../lib/api-types.js';
import type { Db } from '../lib/db.js';
import { AppError, invalid, notFound, requireConfirmation, unauthenticated } from '../lib/errors.js';
import { requestedPage } from '../lib/paging.js';
import type { RequestMeta } from '../lib/request-meta.js';
import { authorizedTenant, authorize, canSeeProject, visibleTenantIds, type Actor } from '../policy/index.js';
import { findProjectInTenants } from '../projects/projects.repository.js';
import { isUnavailable, type ObjectStorage } from '../storage/object-storage.js';
import { findArtifact, listArtifacts, type ArtifactRow } from './artifacts.repository.js';
import { resolveViewMode, VIEW_LIMITS, type ViewMode } from './artifact-view.js';
import { signedDownloadUrl, signTarget, verifyTarget } from './signed-url.js';
import type { SigningKeyring } from './signing-keyring.js';
import { JsonSyntaxError } from './view/json-events.js';
import { JsonPathNotFound, JsonValueTooLarge, parseJsonPointer, readJsonTreePage, readJsonValue } from './view/json-tree.js';
import { lineIndexOf, readLines } from './view/line-pages.js';

type ArtifactDto = Schemas['Artifact'];
type ArtifactViewDto = Schemas['ArtifactView'];

export const ARTIFACT_NOT_FOUND = 'Artefato não encontrado';
const LIST_NOT_FOUND = 'Nenhum artefato encontrado';

const inlineViewDisabled = (): AppError => new AppError(501, 'FEATURE_DISABLED', 'Visualização inline desabilitada');
const signedUrlsDisabled = (): AppError => new AppError(501, 'FEATURE_DISABLED', 'URLs assinadas desabilitadas');
const artifactGone = (): AppError => new AppError(410, 'ARTIFACT_GONE', 'Arquivo do artefato não está mais disponível');
const invalidLink = (): AppError => new AppError(403, 'INVALID_SIGNATURE', 'Link de download inválido ou expirado');
const tooLargeWhole = (): AppError =>
  new AppError(413, 'PAYLOAD_TOO_LARGE', 'Documento grande demais para visualização completa (limite de 5 MB); navegue pela árvore');
const notJson = (): AppError => new AppError(422, 'INVALID_ARTIFACT', 'Conteúdo do artefato não é um JSON válido');

/** Storage work on an artifact's file: a missing object (or a stored key that does not check out) is 410. */
async function goneIfUnavailable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUnavailable(error)) throw artifactGone();
    throw error;
  }
}

export function toArtifactDto(row: ArtifactRow): ArtifactDto {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    contentType: row.content_type,
    sizeBytes: Number(row.size_bytes),
    scanId: row.scan_id,
    createdAt: new Date(row.created_at).toISOString(),
    sha256: row.sha256,
  };
}

/** "compliance.json" stays; anything outside [A-Za-z0-9._-] becomes '-', never a leading dot. */
export function safeFileName(name: string): string {
  const safe = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[.-]+/, '')
    .slice(0, 150);
  return safe || 'artefato';
}

export interface ListQuery {
  page?: number;
  pageSize?: number;
  scanId?: string;
  /** Split from the comma list and checked against the enum by the contract (http/validation.ts). */
  kinds?: Schemas['ArtifactKind'][];
  search?: string;
}

export interface ViewQuery {
  mode?: ViewMode;
  path?: string;
  page?: number;
  pageSize?: number;
  whole?: boolean;
}

export interface DownloadQuery {
  exp?: number;
  kid?: string;
  sig?: string;
}

export interface ArtifactFile {
  stream: Readable;
  size: number;
  contentType: string;
  fileName: string;
}

/** Scan artifacts: list, paged view, signed URLs, downloads, and the rotation of the signing keys. */
export class ArtifactsService {
  constructor(
    private readonly db: Db,
    private readonly deps: { storage: ObjectStorage; config: ArtifactConfig; keyring: SigningKeyring; clock: () => Date },
  ) {}

  /**
   * The project, if the actor may read its artifacts: 404 (with `missing`) when it is another
   * tenant's or one the actor may not know of, 403 when they know it but may not read it.
   */
  private async project(actor: Actor, projectId: string, missing: string): Promise<{ tenantId: string; projectId: string }> {
    const project = await findProjectInTenants(this.db, projectId, visibleTenantIds(actor));
    if (!project || !canSeeProject(actor, { tenantId: project.tenant_id, projectId })) throw notFound(missing);
    const resource = { tenantId: project.tenant_id, projectId };
    authorize(actor, 'artifacts.read', resource);
    return resource;
  }

  private async artifact(actor: Actor, projectId: string, artifactId: string): Promise<ArtifactRow> {
    const { tenantId } = await this.project(actor, projectId, ARTIFACT_NOT_FOUND);
    const row = await findArtifact(this.db, tenantId, projectId, artifactId);
    if (!row) throw notFound(ARTIFACT_NOT_FOUND);
    return row;
  }

  /** A file on this machine with the artifact's bytes (a cached copy when the storage is remote), for paged reads. */
  private async presentFile(row: ArtifactRow): Promise<string> {
    return goneIfUnavailable(() => this.deps.storage.localPath(row.storage_path));
  }

  async list(actor: Actor, projectId: string, query: ListQuery): Promise<Schemas['ArtifactPage']> {
    const { tenantId } = await this.project(actor, projectId, LIST_NOT_FOUND);
    const { page, pageSize, window } = requestedPage(query, 50);
    const kinds = [...new Set(query.kinds ?? [])];
    const { rows, total } = await listArtifacts(
      this.db,
      tenantId,
      projectId,
      { kinds, ...(query.scanId !== undefined ? { scanId: query.scanId } : {}), ...(query.search !== undefined ? { search: query.search } : {}) },
      window,
    );
    return { items: rows.map(toArtifactDto), total, page, pageSize };
  }

  async view(actor: Actor, projectId: string, artifactId: string, query: ViewQuery): Promise<ArtifactViewDto> {
    if (!this.deps.config.inlineView) throw inlineViewDisabled();
    const row = await this.artifact(actor, projectId, artifactId);
    const mode = resolveViewMode(row.content_type, query.mode, query.whole ?? false);
    const file = await this.presentFile(row);
    const artifact = toArtifactDto(row);
    const page = query.page ?? 1;

    if (mode === 'lines') {
      const pageSize = query.pageSize ?? VIEW_LIMITS.linesPageSize;
      const index = await lineIndexOf(file);
      const lines = await readLines(file, index, (page - 1) * pageSize, pageSize, VIEW_LIMITS.lineBytes);
      return { artifact, mode, page, pageSize, lines, totalLines: index.totalLines };
    }

    const pointer = query.path ?? '';
    const segments = parseJsonPointer(pointer);
    if (!segments) throw invalid('path', 'deve ser um JSON Pointer (ex.: /runs/0/results)');
    try {
      if (mode === 'whole') {
        if (segments.length === 0 && (await stat(file)).size > VIEW_LIMITS.wholeMaxBytes) throw tooLargeWhole();
        const document = await readJsonValue(file, segments, VIEW_LIMITS.wholeMaxBytes);
        return { artifact, mode, path: pointer, document };
      }
      const pageSize = query.pageSize ?? VIEW_LIMITS.treePageSize;
      const tree = await readJsonTreePage(file, segments, {
        offset: (page - 1) * pageSize,
        limit: pageSize,
        childStringBytes: VIEW_LIMITS.childStringBytes,
        nodeStringBytes: VIEW_LIMITS.nodeStringBytes,
      });
      return { artifact, mode, page, pageSize, path: pointer, node: tree.node, children: tree.children, totalChildren: tree.totalChildren };
    } catch (error) {
      if (error instanceof JsonPathNotFound) throw invalid('path', 'não existe no documento');
      if (error instanceof JsonValueTooLarge) throw tooLargeWhole();
      if (error instanceof JsonSyntaxError || error instanceof SyntaxError) throw notJson();
      throw error;
    }
  }

  async sign(actor: Actor, projectId: string, artifactId: string): Promise<Schemas['SignedArtifactUrl']> {
    if (!this.deps.config.signedUrls) throw signedUrlsDisabled();
    const row = await this.artifact(actor, projectId, artifactId);
    const key = await this.deps.keyring.activeKey(row.tenant_id);
    const exp = Math.floor(this.deps.clock().getTime() / 1000) + this.deps.config.signedUrlTtlSeconds;
    const sig = signTarget(key.secret, { tenantId: row.tenant_id, projectId, artifactId, exp });
    return { signedUrl: signedDownloadUrl(projectId, artifactId, { exp, kid: key.kid, sig }), expiresAt: new Date(exp * 1000).toISOString() };
  }

  /**
   * The file to send: with a signature (exp, kid, sig) it alone decides, credentials or not;
   * otherwise the caller needs to read the project.
   */
  async download(actor: Actor | undefined, projectId: string, artifactId: string, query: DownloadQuery): Promise<ArtifactFile> {
    let row: ArtifactRow;
    if (query.exp !== undefined || query.kid !== undefined || query.sig !== undefined) {
      row = await this.verifiedArtifact(projectId, artifactId, query);
    } else {
      if (!actor) throw unauthenticated();
      row = await this.artifact(actor, projectId, artifactId);
    }
    const { storage } = this.deps;
    return goneIfUnavailable(async () => {
      const object = await storage.head(row.storage_path);
      if (!object) throw artifactGone();
      // Streamed through us, never a redirect to the storage: one audit point, no storage address shown to browsers.
      return { stream: await storage.get(row.storage_path), size: object.size, contentType: row.content_type, fileName: safeFileName(row.name) };
    });
  }

  /** Every failure is the same 403: the link does not say which part was wrong. */
  private async verifiedArtifact(projectId: string, artifactId: string, query: DownloadQuery): Promise<ArtifactRow> {
    const { exp, kid, sig } = query;
    if (exp === undefined || !kid || !sig) throw invalidLink();
    const now = Math.floor(this.deps.clock().getTime() / 1000);
    // Expired, or further out than any URL we sign.
    // URLs signed before a configuration change keep their life: up to the hard maximum.
    if (exp <= now || exp > now + MAX_SIGNED_URL_TTL_SECONDS) throw invalidLink();
    const key = await this.deps.keyring.verificationKey(kid);
    if (!key) throw invalidLink();
    if (!verifyTarget(key.secret, { tenantId: key.tenantId, projectId, artifactId, exp }, sig)) throw invalidLink();
    const row = await findArtifact(this.db, key.tenantId, projectId, artifactId);
    if (!row) throw invalidLink();
    return row;
  }

  async rotateKeys(
    actor: Actor,
    tenantHeader: string | undefined,
    body: Schemas['RotateKeysRequest'],
    request: RequestMeta,
  ): Promise<Schemas['RotateKeysResult']> {
    const tenantId = authorizedTenant(actor, tenantHeader, 'signing_keys.rotate');
    requireConfirmation(body.confirm, 'a rotação');
    return withAudit(this.db, actor, request, async (trx) => {
      const rotated = await this.deps.keyring.rotate(trx, tenantId);
      return {
        result: {
          kid: rotated.kid,
          createdAt: rotated.createdAt.toISOString(),
          retiredKid: rotated.retiredKid,
          retiredKeyValidUntil: rotated.retiredUntil?.toISOString() ?? null,
        },
        audit: {
          tenantId,
          action: 'signing_keys.rotate',
          targetType: 'signing_key',
          targetId: rotated.kid,
          before: { activeKid: rotated.retiredKid },
          after: { activeKid: rotated.kid },
        },
      };
    });
  }
}
