// The dashboard bench's figures, from the samples of each path (rest, gateway, restAgain, proxy, reshape:
// sample i of every path is the same request, measured one right after the other).
import { stats } from './stats.mjs';

export function figuresOf(samples, plan) {
  // Each request of `path` minus the REST request it was paired with: less sensitive to a noisy
  // machine than a difference of percentiles.
  const minusRest = (path) => stats(samples[path].map((sample, i) => ({ ms: sample.ms - samples.rest[i].ms })));
  // The client's time minus the wait the server in between reports for the control plane
  // (Server-Timing): the hop to that server and its own work, without the database's jitter.
  const added = (path) => stats(samples[path].map((sample) => ({ ms: sample.ms - sample.serverTiming.upstream })));
  return {
    rest: stats(samples.rest),
    gateway: stats(samples.gateway),
    perTerm: Object.fromEntries(plan.map(({ term }) => [term, stats(samples.rest.filter((s) => s.term === term))])),
    paired: minusRest('gateway'),
    // Two identical REST requests: the noise of the pairs above.
    control: minusRest('restAgain'),
    // The pass-through proxy: the floor of the pairs above, one more process and no GraphQL.
    proxied: minusRest('proxy'),
    // The gateway's own split of each answer: its work from the request's arrival to the answer,
    // and its wait for the control plane.
    gatewayOwn: stats(samples.gateway.map((g) => ({ ms: g.serverTiming.gateway }))),
    gatewayUpstream: stats(samples.gateway.map((g) => ({ ms: g.serverTiming.upstream }))),
    // What the gateway adds to each request (the target), and the same for its two floors.
    gatewayAdded: added('gateway'),
    proxyAdded: added('proxy'),
    reshapeAdded: added('reshape'),
  };
}
