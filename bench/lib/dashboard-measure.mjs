// The dashboard bench's measurement: which searches and pages are asked, the warm-up, the check that
// the reshaping floor answers what the gateway answers, and the interleaved samples of every path.
import { deepStrictEqual } from 'node:assert/strict';
import { fmtInt } from './dashboard-report.mjs';
import { gatewayRequest, PAGE_SIZE, proxyRequest, reshapeRequest, restRequest } from './dashboard-requests.mjs';

const MAX_PAGE = 3;

/** Searches of different selectivity (rows matching among 1M, before the severity filter). */
const TERMS = [
  { term: 'modulo_123', kind: 'raro' }, // modulo_123 and modulo_1230..1239 in 8 areas: ~0.4 %
  { term: 'cartoes/modulo_77', kind: 'muito raro' }, // 11 files: ~0.05 %
  { term: 'pix/', kind: 'frequente' }, // one area in 8: 12.5 %
  { term: 'injection', kind: 'frequente' }, // rule and category of 1 category in 10: 10 %
  { term: 'senha', kind: 'médio' }, // only in one message template: 10 %
];

/** Below this many findings the rarest terms may legitimately match nothing critical or high. */
const SMALL_SEED = 50_000;

/**
 * The paths, each asked the same request in turn. restAgain: the same REST request once more, the
 * control pair: what two identical requests differ by with no gateway in between (the database's and
 * the machine's own jitter). proxy and reshape: the two floors (./pass-through-proxy.mjs,
 * ./reshaping-proxy.mjs).
 */
const REQUEST_OF_PATH = { rest: restRequest, gateway: gatewayRequest, restAgain: restRequest, proxy: proxyRequest, reshape: reshapeRequest };
const PATHS = Object.keys(REQUEST_OF_PATH);

/**
 * How many pages (≤ 3) each term fills, from its page-1 summary, so every measured request has
 * findings. A term without matches is an error, except on a small override seed where it is skipped.
 */
export async function planPages(ctx, findings) {
  const plan = [];
  for (const { term, kind } of TERMS) {
    if (findings < SMALL_SEED) {
      const { body } = await restRequest({ ...ctx, allowEmpty: true }, { term, page: 1 });
      if (body.summary.total === 0) {
        console.warn(`AVISO: q=${term} não tem achados critical/high com ${fmtInt(findings)} achados semeados; termo omitido`);
        continue;
      }
    }
    const { body } = await restRequest(ctx, { term, page: 1 });
    const { total, totalIsEstimate } = body.summary;
    plan.push({ term, kind, total, totalIsEstimate, pages: Math.min(MAX_PAGE, Math.ceil(total / PAGE_SIZE)) });
  }
  if (plan.length === 0) throw new Error('nenhum termo de busca tem achados');
  return plan;
}

/** Request i: the terms in turn, each walking its pages 1..pages. */
function requestAt(plan, i) {
  const entry = plan[i % plan.length];
  return { term: entry.term, page: 1 + (Math.floor(i / plan.length) % entry.pages) };
}

/** The reshaping proxy is a floor only if it answers what the gateway answers: the same data (keys in any order). */
export async function checkReshapeMatchesGateway(ctx, plan) {
  for (const request of [requestAt(plan, 0), requestAt(plan, plan.length)]) {
    try {
      deepStrictEqual((await reshapeRequest(ctx, request)).data, (await gatewayRequest(ctx, request)).data);
    } catch (error) {
      throw new Error(`o proxy que refaz o JSON responde outra coisa que o gateway (q=${request.term} page=${request.page}):\n${error.message.slice(0, 2000)}`);
    }
  }
}

/** Every path but the control pair's second request, which is the REST request again. */
export async function warmUp(ctx, plan, { warmup }) {
  for (let i = 0; i < warmup; i += 1) {
    for (const path of PATHS) if (path !== 'restAgain') await REQUEST_OF_PATH[path](ctx, requestAt(plan, i));
  }
}

/** `requests` rounds; round i asks request i on every path. Returns the samples of each path. */
export async function measure(ctx, plan, { requests }) {
  const samples = Object.fromEntries(PATHS.map((path) => [path, []]));
  const ROTATIONS = PATHS.map((_, shift) => [...PATHS.slice(shift), ...PATHS.slice(0, shift)]);
  for (let i = 0; i < requests; i += 1) {
    const request = requestAt(plan, i);
    // Same request on every path, one at a time, rotating which goes first so none always
    // follows another (caches, GC, drift).
    for (const path of ROTATIONS[i % ROTATIONS.length]) {
      const { ms, serverTiming } = await REQUEST_OF_PATH[path](ctx, request);
      samples[path].push({ ...request, ms, serverTiming });
    }
  }
  return samples;
}
