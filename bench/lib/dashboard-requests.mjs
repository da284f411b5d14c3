// One request of the dashboard bench on each path, REST and the GraphQL gateway; both time the whole
// round trip including the JSON body and check the page they get.

/** The page and filter every measured request asks for. */
export const PAGE_SIZE = 50;
export const SEVERITY_FILTER = 'critical,high';

function checkPage(path, { term, page }, page_, allowEmpty = false) {
  const where = `${path} q=${term} page=${page}`;
  if (!page_ || !Array.isArray(page_.findings) || (page_.findings.length === 0 && !allowEmpty)) {
    throw new Error(`${where}: resposta sem achados: ${JSON.stringify(page_).slice(0, 500)}`);
  }
  // REST says `high`, GraphQL `HIGH` (its enum values are ALL_CAPS).
  const wrong = page_.findings.find((f) => !SEVERITY_FILTER.split(',').includes(String(f.severity).toLowerCase()));
  if (wrong) throw new Error(`${where}: severidade fora do filtro: ${wrong.severity}`);
  return page_;
}

/** The control plane's path and query string of a measured request. */
export function restPathOf(request) {
  const params = new URLSearchParams({
    severity: SEVERITY_FILTER, q: request.term, sort_by: 'severity', sort_order: 'desc', page: String(request.page), page_size: String(PAGE_SIZE),
  });
  return `/api/v1/dashboard/latest?${params}`;
}

/**
 * The variables of the gateway's request (the web app's names) for a measured request; the reshaping
 * proxy (./reshaping-proxy.mjs) reads them back with requestOfVariables.
 */
export function variablesOf(projectId, request) {
  return { projectId, page: request.page, pageSize: PAGE_SIZE, severity: SEVERITY_FILTER.toUpperCase().split(','), q: request.term, sortBy: 'SEVERITY', sortOrder: 'DESC' };
}

/** The measured request the variables ask for, or undefined when they ask for anything else. */
export function requestOfVariables(variables) {
  const request = { term: variables.q, page: variables.page };
  const expected = variablesOf(variables.projectId, request);
  return JSON.stringify(variables) === JSON.stringify(expected) ? request : undefined;
}

/** The REST request, straight to the control plane or (path 'proxy') through ctx.controlPlaneUrl's stand-in. */
export async function restRequest(ctx, request, path = 'REST') {
  const started = performance.now();
  const response = await fetch(`${ctx.controlPlaneUrl}${restPathOf(request)}`, {
    headers: { cookie: ctx.session.cookie, 'x-project-id': ctx.projectId },
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${path} q=${request.term} page=${request.page}: HTTP ${response.status} ${text.slice(0, 500)}`);
  return { ms, body: checkPage(path, request, JSON.parse(text), ctx.allowEmpty), serverTiming: serverTimingOf(response) };
}

/** The REST request through the pass-through proxy (bench/lib/pass-through-proxy.mjs) at ctx.proxyUrl. */
export function proxyRequest(ctx, request) {
  return restRequest({ ...ctx, controlPlaneUrl: ctx.proxyUrl }, request, 'proxy');
}

/**
 * As the web app asks the dashboard's page (web/src/lib/apollo/client.ts): GET, the operation in the
 * URL; ctx.dashboardQuery is the page's own document (./dashboard-document.mjs).
 */
export async function gatewayRequest(ctx, request, path = 'gateway') {
  const params = new URLSearchParams({ query: ctx.dashboardQuery, operationName: 'DashboardFindings', variables: JSON.stringify(variablesOf(ctx.projectId, request)) });
  const started = performance.now();
  const response = await fetch(`${ctx.gatewayUrl}/graphql?${params}`, {
    headers: {
      accept: 'application/graphql-response+json, application/json',
      cookie: ctx.session.cookie,
      // The gateway forwards it; the upstream GET does not need it, a browser would send it anyway.
      'x-csrf-token': ctx.session.csrfToken,
    },
  });
  const text = await response.text();
  const ms = performance.now() - started;
  const where = `${path} q=${request.term} page=${request.page}`;
  if (response.status !== 200) throw new Error(`${where}: HTTP ${response.status} ${text.slice(0, 500)}`);
  const body = JSON.parse(text);
  if (body.errors?.length) throw new Error(`${where}: ${JSON.stringify(body.errors).slice(0, 800)}`);
  return { ms, body: checkPage(path, request, body.data?.latestFindings), data: body.data, serverTiming: serverTimingOf(response) };
}

/** The gateway's request sent to the reshaping proxy (./reshaping-proxy.mjs) at ctx.reshapeUrl. */
export function reshapeRequest(ctx, request) {
  return gatewayRequest({ ...ctx, gatewayUrl: ctx.reshapeUrl }, request, 'reshape');
}

/**
 * `Server-Timing: upstream;dur=9.41, gateway;dur=1.52` → { upstream: 9.41, gateway: 1.52 }: the
 * gateway's split, and the pass-through proxy's wait (`upstream` only); {} from the control plane.
 */
function serverTimingOf(response) {
  const header = response.headers.get('server-timing') ?? '';
  return Object.fromEntries(header.split(',').filter(Boolean).map((part) => {
    const [name, duration] = part.trim().split(';dur=');
    return [name, Number(duration)];
  }));
}
