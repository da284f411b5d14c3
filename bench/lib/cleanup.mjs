// Everything a bench run creates registers its undo here; run LIFO on success, failure or Ctrl-C.
const cleanups = [];
let cleaning;

export function runCleanups() {
  cleaning ??= (async () => {
    while (cleanups.length) {
      const { label, fn } = cleanups.pop();
      try {
        await fn();
      } catch (error) {
        console.error(`limpeza falhou (${label}): ${error.message}`);
      }
    }
  })();
  return cleaning;
}

/** Registers an undo; the returned function runs it early (once) and unregisters it. */
export function onCleanup(label, fn) {
  const entry = { label, fn };
  cleanups.push(entry);
  return async () => {
    const index = cleanups.indexOf(entry);
    if (index >= 0) cleanups.splice(index, 1);
    await fn();
  };
}

/** Runs a bench's main: cleans up after it, on failure (exit 1) and on Ctrl-C or SIGTERM (exit 130). */
export async function runBench(main) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      console.error(`\n${signal}: limpando...`);
      runCleanups().finally(() => process.exit(130));
    });
  }
  try {
    await main();
    await runCleanups();
  } catch (error) {
    console.error(`\nFALHA: ${error.stack ?? error}`);
    await runCleanups();
    process.exit(1);
  }
}
