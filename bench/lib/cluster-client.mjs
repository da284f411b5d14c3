// A browser's requests against the cluster, through the balancer as the web app makes them: GraphQL
// queries as GET, mutations as POST with the CSRF header, the magic link read from the real SMTP
// server, uploads to POST /api/v1/scans. Failures follow the web client's retry rule
// (web/src/lib/request-policy: idempotent requests up to 3 retries on network errors and 5xx,
// mutations once on network errors), and every attempt that failed is counted, retried or not.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { tokenIn } from '@vigia/test-support/smtp';
import { root } from './control-plane-deps.mjs';

/** Failures seen by the clients: `attempts` (any attempt), `final` (after the retry rule), `times` (performance.now() of each). */
export function failureCounter() {
  const counter = { attempts: 0, final: 0, samples: [], times: [] };
  counter.note = (kind, detail) => {
    counter[kind] += 1;
    counter.times.push(performance.now());
    if (counter.samples.length < 10) counter.samples.push(`${kind}: ${detail}`);
  };
  return counter;
}

const QUIET = { note: () => undefined };

/** One request with the web client's retry rule; `mutation` = not idempotent. */
async function withRetryRule(doFetch, { mutation, failures = QUIET }) {
  const retries = mutation ? 1 : 3;
  for (let attempt = 0; ; attempt += 1) {
    let failure;
    try {
      const response = await doFetch();
      if (response.status < 500 || (mutation && response.status !== 502 && response.status !== 503)) return response;
      // A 502/503 from the balancer means no server took the request (it may be retried as a network error).
      failure = `HTTP ${response.status}`;
      await response.body?.cancel();
    } catch (error) {
      failure = String(error.cause?.code ?? error.cause ?? error.message);
    }
    if (attempt >= retries) {
      failures.note('final', failure);
      throw new Error(`pedido falhou depois de ${attempt + 1} tentativas: ${failure}`);
    }
    failures.note('attempts', failure);
    await sleep(mutation ? 1000 : 1000 * 2 ** attempt);
  }
}

function headersOf(session, extra = {}) {
  const headers = { ...extra };
  if (session?.cookie) headers.cookie = session.cookie;
  if (session?.address) headers['x-forwarded-for'] = session.address;
  return headers;
}

/** A GraphQL operation; returns the parsed body ({ data, errors }). */
export async function graphql(baseUrl, session, query, variables = {}, { mutation = false, failures, headers = {} } = {}) {
  const response = await withRetryRule(() => {
    if (mutation) {
      return fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: headersOf(session, { 'content-type': 'application/json', ...(session?.csrfToken ? { 'x-csrf-token': session.csrfToken } : {}), ...headers }),
        body: JSON.stringify({ query, variables }),
      });
    }
    const params = new URLSearchParams({ query, variables: JSON.stringify(variables) });
    return fetch(`${baseUrl}/graphql?${params}`, { headers: headersOf(session, { accept: 'application/json', ...headers }) });
  }, { mutation, failures });
  const body = await response.json().catch(() => ({ errors: [{ message: `HTTP ${response.status} sem JSON` }] }));
  return Object.assign(body, { status: response.status, setCookies: response.headers.getSetCookie() });
}

/** The error code of a GraphQL answer's first error, if any. */
export const errorCode = (body) => body.errors?.[0]?.extensions?.code;

/**
 * Signs in as the web app does: requestMagicLink, the link from the SMTP server, verifyMagicLink;
 * `address` is the client address the balancer is told (X-Forwarded-For from a trusted hop).
 */
export async function signIn(cluster, email, { address = '198.51.100.1', failures } = {}) {
  const client = { address };
  const asked = await graphql(cluster.url, client, 'mutation ($input: MagicLinkRequestInput) { requestMagicLink(input: $input) { message } }',
    { input: { email } }, { mutation: true, failures });
  if (asked.errors?.length) throw new Error(`requestMagicLink: ${JSON.stringify(asked.errors)}`);
  const token = tokenIn(await cluster.smtp.nextMessage(email, 15_000), '/auth/callback');
  if (!token) throw new Error(`nenhum link de acesso para ${email}`);
  const verified = await graphql(cluster.url, client, 'query ($t: LinkToken!) { verifyMagicLink(token: $t) { success user { id tenantId } } }', { t: token }, { failures });
  if (!verified.data?.verifyMagicLink?.success) throw new Error(`verifyMagicLink: ${JSON.stringify(verified.errors ?? verified.data)}`);
  const cookies = Object.fromEntries(verified.setCookies.map((c) => c.split(';')[0].split(/=(.*)/s).slice(0, 2)));
  if (!cookies.vigia_session || !cookies.csrf_token) throw new Error(`sem cookies de sessão: ${Object.keys(cookies)}`);
  return {
    address,
    email,
    tenantId: verified.data.verifyMagicLink.user.tenantId,
    cookie: `vigia_session=${cookies.vigia_session}; csrf_token=${cookies.csrf_token}`,
    csrfToken: cookies.csrf_token,
  };
}

export async function projectIdOf(baseUrl, session, name) {
  const body = await graphql(baseUrl, session, 'query { listProjects(pageSize: 100) { projects { id name } } }');
  const project = body.data?.listProjects?.projects?.find((p) => p.name === name);
  if (!project) throw new Error(`projeto "${name}" não encontrado: ${JSON.stringify(body.errors ?? body.data)}`);
  return project.id;
}

/** POST /api/v1/scans through the balancer and the gateway's streaming proxy; returns the scan id. */
export async function uploadScan(baseUrl, session, projectId, archive, { failures } = {}) {
  const response = await withRetryRule(() => {
    const form = new FormData();
    form.append('projectId', projectId);
    form.append('file', new Blob([archive]), 'source.tar.gz');
    return fetch(`${baseUrl}/api/v1/scans`, { method: 'POST', headers: headersOf(session, { 'x-csrf-token': session.csrfToken }), body: form });
  }, { mutation: true, failures });
  const body = await response.json().catch(() => ({}));
  if (response.status !== 202) {
    failures?.note('final', `upload HTTP ${response.status}`);
    throw new Error(`upload: HTTP ${response.status} ${JSON.stringify(body)}`);
  }
  return body.scanId;
}

const SCAN_STATUS = 'query ($p: UUID, $s: UUID) { scanStatus(projectId: $p, scanId: $s) { scanId stage hasInProgress filesScanned filesTotal } }';

/** Polls the scan's status through the balancer (or a gateway) until it has ended; no `scanId`: the project's latest scan. */
export async function waitForScan(baseUrl, session, projectId, scanId, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const body = await graphql(baseUrl, session, SCAN_STATUS, { p: projectId, s: scanId });
    const status = body.data?.scanStatus;
    if (status && !status.hasInProgress && ['completed', 'failed', 'error'].includes(String(status.stage).toLowerCase())) return status;
    if (Date.now() > deadline) throw new Error(`scan ${scanId ?? '(o último)'} não terminou em ${timeoutMs / 1000} s: ${JSON.stringify(body)}`);
    await sleep(500);
  }
}

/** How the database saw each scan: its attempts, its queue jobs and their retries, findings stored and distinct. */
export async function scanRecords(cluster, scanIds) {
  const { rows } = await cluster.query(
    `SELECT s.id, s.status, s.attempts, s.findings_count,
            (SELECT count(*) FROM pgboss.job j WHERE j.data->>'scanId' = s.id::text)::int AS jobs,
            (SELECT coalesce(sum(j.retry_count), 0) FROM pgboss.job j WHERE j.data->>'scanId' = s.id::text)::int AS job_retries,
            (SELECT count(*) FROM findings f WHERE f.scan_id = s.id)::int AS stored,
            (SELECT count(DISTINCT fingerprint) FROM findings f WHERE f.scan_id = s.id)::int AS distinct_findings
       FROM scans s WHERE s.id = ANY($1::uuid[])`,
    [scanIds],
  );
  return rows;
}

const { createClient } = createRequire(join(root, 'gateway/package.json'))('graphql-sse');
const SUBSCRIPTION = `subscription ($scanId: UUID!) {
  scanStatusChanged(scanId: $scanId) { scanId stage progress hasInProgress filesScanned filesTotal }
}`;

/**
 * Follows a scan live through `baseUrl` (the balancer or one gateway) as the web app does: a
 * graphql-sse stream; when the stream fails before the last event, it subscribes again after 1 s
 * (the web client's rule), up to `resubscribes` times. `events` are the statuses seen in order.
 */
export function followScan(baseUrl, session, scanId, { resubscribes = 0 } = {}) {
  const client = createClient({
    url: `${baseUrl}/graphql`,
    retryAttempts: 0,
    headers: () => headersOf(session, { 'x-csrf-token': session.csrfToken }),
  });
  const state = { events: [], errors: [], errorTimes: [], sawCompletion: false, subscriptions: 0 };
  let dispose = () => undefined;
  state.done = new Promise((resolve) => {
    const open = () => {
      state.subscriptions += 1;
      dispose = client.subscribe({ query: SUBSCRIPTION, variables: { scanId } }, {
        next: (result) => {
          if (result.errors?.length) state.errors.push(JSON.stringify(result.errors).slice(0, 300));
          const status = result.data?.scanStatusChanged;
          if (!status) return;
          state.events.push(status);
          if (String(status.stage).toLowerCase() === 'completed') state.sawCompletion = true;
        },
        error: (error) => {
          state.errors.push(String(error?.message ?? JSON.stringify(error)).slice(0, 300));
          state.errorTimes.push(performance.now());
          if (state.subscriptions <= resubscribes && !state.sawCompletion) setTimeout(open, 1000);
          else resolve();
        },
        complete: () => {
          if (!state.sawCompletion) state.errorTimes.push(performance.now());
          if (!state.sawCompletion && state.subscriptions <= resubscribes) setTimeout(open, 1000);
          else resolve();
        },
      });
    };
    open();
  });
  state.dispose = () => {
    dispose();
    client.dispose();
  };
  return state;
}
