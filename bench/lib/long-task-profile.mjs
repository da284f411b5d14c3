// Which functions make a page's long tasks: the page records its long tasks (PerformanceObserver) and,
// once loaded and still profiled, spins a named function whose first sample in the V8 CPU profile ties
// the page's performance.now() clock to the profile's clock. Each long task then gets the functions that
// ran in it. (The mark once ran at the document's start, from the init script; Chromium 156 takes no
// sample of init scripts, so the profile had none of it.)

const MARK = 'vigiaProfileClockMark';

/** For page.addInitScript: long tasks into globalThis.__vigiaLongTasks. */
export function recordLongTasks() {
  globalThis.__vigiaLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) globalThis.__vigiaLongTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * For page.evaluate while the profiler runs: the page's long tasks and the clock mark. The name is MARK:
 * the profile's first sample inside it happens at the performance.now() it returns (20 ms of spinning
 * gets it sampled at any sampling interval the bench uses).
 */
export function readLongTasksAndMark() {
  const markAt = (function vigiaProfileClockMark() {
    const start = performance.now();
    while (performance.now() - start < 20);
    return start;
  })();
  return { tasks: globalThis.__vigiaLongTasks, markAt };
}

// Scheduler and React internals that every task goes through: they name no cause.
const PLUMBING = /^(\(root\)|\(program\)|performWorkUntilDeadline|performWorkOnRoot\w*|renderRoot\w*|workLoop\w*|performUnitOfWork|beginWork|completeUnitOfWork|completeWork|renderWithHooks|update(Function|ForwardRef)\w*|commit\w*|recursivelyTraverse\w*|flush\w*|processRootScheduleInMicrotask|performSyncWorkOnRoot|errorContext|next|_next|_trySubscribe|subscribe|)$/;

/**
 * Per long task (page clock, ms): the functions with the most time in it, callees included, without
 * React's and the scheduler's plumbing.
 */
export function longTaskFunctions(profile, tasks, markAt, top = 8) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const times = [];
  let t = profile.startTime;
  profile.samples.forEach((id, i) => times.push((t += profile.timeDeltas[i])));
  const markIndex = profile.samples.findIndex((id) => byId.get(id).callFrame.functionName === MARK);
  if (markIndex < 0) throw new Error(`no sample in ${MARK}: cannot align the profile with the page's clock`);
  const toPage = (micros) => (micros - times[markIndex]) / 1000 + markAt;
  const label = (frame) => `${frame.functionName || '(anônima)'} ${frame.url.split('/').pop().replace(/-[\w-]{8}\.js$/, '.js')}:${frame.lineNumber + 1}`;

  return tasks.map((task) => {
    const total = new Map();
    profile.samples.forEach((id, i) => {
      const at = toPage(times[i]);
      if (at < task.start || at > task.start + task.duration) return;
      // A sample stands for the time until the next one, cut at the task's end.
      const micros = Math.min(profile.timeDeltas[i + 1] ?? 0, (task.start + task.duration - at) * 1000);
      const seen = new Set();
      for (let node = id; node !== undefined; node = parentOf.get(node)) {
        const frame = byId.get(node).callFrame;
        if (PLUMBING.test(frame.functionName)) continue;
        const key = label(frame);
        if (seen.has(key)) continue;
        seen.add(key);
        total.set(key, (total.get(key) ?? 0) + micros);
      }
    });
    const functions = [...total].sort((a, b) => b[1] - a[1]).slice(0, top).map(([name, micros]) => ({ name, ms: Math.round(micros / 1000) }));
    return { start: Math.round(task.start), duration: Math.round(task.duration), functions };
  });
}
