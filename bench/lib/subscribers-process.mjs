// Scan-status subscribers in a child process, as 500 browsers would be: the bench process that times
// the dashboard's queries does not also run 500 streams on its event loop (it did, and stalled
// 180–260 ms while they opened, which counted in the queries' times). The machine's cores are still shared.
import { fork } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { onCleanup } from './cleanup.mjs';

const CHILD = fileURLToPath(new URL('./subscribers-child.mjs', import.meta.url));

/**
 * Opens `count` subscriptions to `scanId` elsewhere; `finish(waitMs)` gives what each saw (times in this
 * process's performance.now()). With `nice`, the clients' process runs at that lower CPU priority: it
 * then takes the cores the servers leave, as browsers on their own machines take none of the servers'.
 */
export async function subscribeElsewhere(ctx, scanId, count, { nice = 0 } = {}) {
  const child = fork(CHILD, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  if (nice > 0) setPriority(child.pid, nice);
  onCleanup('parar assinantes', () => (child.exitCode === null ? child.kill() : undefined));
  const nextMessage = () => new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`processo dos assinantes terminou (código ${code})`)));
  });
  const opening = nextMessage();
  child.send({ ctx: { gatewayUrl: ctx.gatewayUrl, session: ctx.session }, scanId, count });
  await opening;
  const local = (at) => (at === undefined ? undefined : at - performance.timeOrigin);
  return {
    pid: child.pid,
    finish: async (waitMs) => {
      const answer = nextMessage();
      child.send({ waitMs });
      const { seen } = await answer;
      return seen.map((s) => ({ ...s, firstAt: local(s.firstAt), stages: s.stages.map((stage) => ({ ...stage, at: local(stage.at) })) }));
    },
  };
}
