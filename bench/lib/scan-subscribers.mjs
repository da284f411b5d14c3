// Live scan-status subscriptions through the gateway, with the gateway's own graphql-sse client as the
// web app uses it (distinct connections: a stream each).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from './control-plane-deps.mjs';

const { createClient } = createRequire(join(root, 'gateway/package.json'))('graphql-sse');

const SUBSCRIPTION = `subscription ScanStatusChanged($scanId: UUID!) {
  scanStatusChanged(scanId: $scanId) { scanId stage progress hasInProgress filesScanned filesTotal }
}`;

/**
 * N subscriptions to the scan's status; each records whether it saw the completed stage, and when
 * (performance.now()) it got its first status and each new stage.
 */
export function subscribe(ctx, scanId, count) {
  const client = createClient({
    url: `${ctx.gatewayUrl}/graphql`,
    retryAttempts: 0,
    headers: () => ({ cookie: ctx.session.cookie, 'x-csrf-token': ctx.session.csrfToken }),
  });
  const subscribers = Array.from({ length: count }, () => {
    const state = { events: 0, sawCompletion: false, error: undefined, ended: false, firstAt: undefined, stages: [] };
    state.done = new Promise((resolve) => {
      state.dispose = client.subscribe(
        { query: SUBSCRIPTION, variables: { scanId } },
        {
          next: (result) => {
            if (result.errors?.length) state.error = JSON.stringify(result.errors).slice(0, 300);
            const status = result.data?.scanStatusChanged;
            if (!status) return;
            state.events += 1;
            state.firstAt ??= performance.now();
            if (state.stages.at(-1)?.stage !== status.stage) state.stages.push({ at: performance.now(), stage: status.stage });
            if (status.stage === 'COMPLETED') state.sawCompletion = true;
          },
          error: (error) => {
            state.error = String(error?.message ?? error);
            state.ended = true;
            resolve();
          },
          complete: () => {
            state.ended = true;
            resolve();
          },
        },
      );
    });
    return state;
  });
  return { subscribers, dispose: () => { for (const s of subscribers) s.dispose(); client.dispose(); } };
}
