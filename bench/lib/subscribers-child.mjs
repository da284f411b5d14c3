// The subscribers of bench/lib/subscribers-process.mjs, in their own process: opens them when told,
// and when told to finish, waits (bounded) for every stream to end, then sends back what each saw,
// its times as absolute milliseconds (performance.timeOrigin + now), and exits.
import { setTimeout as sleep } from 'node:timers/promises';
import { subscribe } from './scan-subscribers.mjs';

const absolute = (at) => (at === undefined ? undefined : performance.timeOrigin + at);

process.once('message', ({ ctx, scanId, count }) => {
  const { subscribers, dispose } = subscribe(ctx, scanId, count);
  process.send({ opening: true });
  process.once('message', async ({ waitMs }) => {
    await Promise.race([Promise.all(subscribers.map((s) => s.done)), sleep(waitMs)]);
    dispose();
    const seen = subscribers.map(({ events, sawCompletion, error, ended, firstAt, stages }) => ({
      events, sawCompletion, error, ended, firstAt: absolute(firstAt), stages: stages.map((s) => ({ ...s, at: absolute(s.at) })),
    }));
    process.send({ seen }, () => process.exit(0));
  });
});
