import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoApp, type DemoApp } from './helpers/demo-app.js';
import { fixtureTree, scanTree } from './helpers/tracked-scans.js';

/**
 * Issue 29, identity across scans: a finding keeps its tracked identity when the code moves, becomes
 * Corrigido when a later complete scan of its branch no longer has it, and Reaberto when it returns.
 */
let { app, admin, banking } = {} as DemoApp;

beforeAll(async () => {
  ({ app, admin, banking } = await startDemoApp());
}, 120_000);
afterAll(() => app?.close());

const scan = (files: Record<string, string>, refs: { branch?: string; baseRef?: string } = {}) => scanTree(app.url, admin, banking, files, refs);
const evalFinding = (scanId: string) =>
  app.cp.db
    .selectFrom('findings')
    .select(['id', 'line', 'tracked_id', 'baseline', 'fingerprint'])
    .where('scan_id', '=', scanId)
    .where('rule', 'like', '%eval%')
    .executeTakeFirst();
const tracked = (id: string) => app.cp.db.selectFrom('tracked_findings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const trackingOf = async (scanId: string) =>
  (await app.cp.db.selectFrom('scans').select('tracking').where('id', '=', scanId).executeTakeFirstOrThrow()).tracking;

describe('tracked findings across scans of a branch', () => {
  let firstScan: string;
  let trackedId: string;

  it('when a branch is scanned for the first time, then every finding is new and tracked as Aberto', async () => {
    firstScan = await scan(fixtureTree(), { branch: 'main' });
    const finding = await evalFinding(firstScan);
    expect(finding?.baseline).toBe('new');
    trackedId = finding?.tracked_id as string;
    expect((await tracked(trackedId)).state).toBe('open');
    const tracking = await trackingOf(firstScan);
    expect(tracking).toMatchObject({ branch: 'main', unchanged: 0, fixed: 0, reintroduced: 0 });
    expect(tracking?.new).toBeGreaterThan(1);
  });

  it('when a rescan moved the finding 20 lines down, then it keeps its identity and counts as unchanged', async () => {
    const first = await evalFinding(firstScan);
    const moved = await scan(fixtureTree({ shift: 20 }), { branch: 'main' });
    const finding = await evalFinding(moved);
    expect(finding?.line).toBe((first?.line ?? 0) + 20);
    expect(finding?.tracked_id).toBe(trackedId);
    expect(finding?.baseline).toBe('unchanged');
    const row = await tracked(trackedId);
    expect(row.first_seen_scan_id).toBe(firstScan);
    expect(row.last_seen_scan_id).toBe(moved);
    expect(await trackingOf(moved)).toMatchObject({ new: 0, fixed: 0, reintroduced: 0 });
  });

  it('when a later scan of the branch no longer has it, then it becomes Corrigido, fixed in that scan', async () => {
    const fixedScan = await scan(fixtureTree({ withoutEval: true }), { branch: 'main' });
    expect(await evalFinding(fixedScan)).toBeUndefined();
    const row = await tracked(trackedId);
    expect(row.state).toBe('fixed');
    expect(row.fixed_in_scan_id).toBe(fixedScan);
    expect(await trackingOf(fixedScan)).toMatchObject({ new: 0, fixed: 1, reintroduced: 0 });
  });

  it('when the fixed finding comes back, then it is Reaberto and counted as reintroduced, with both changes in its history', async () => {
    const back = await scan(fixtureTree({ shift: 3 }), { branch: 'main' });
    const finding = await evalFinding(back);
    expect(finding?.tracked_id).toBe(trackedId);
    expect(finding?.baseline).toBe('reintroduced');
    const row = await tracked(trackedId);
    expect(row.state).toBe('reopened');
    expect(row.fixed_in_scan_id).toBeNull();
    expect(await trackingOf(back)).toMatchObject({ new: 0, fixed: 0, reintroduced: 1 });
    const history = await app.cp.db.selectFrom('finding_history').select(['from_state', 'to_state']).where('tracked_id', '=', trackedId).orderBy('created_at').execute();
    expect(history).toEqual([
      { from_state: 'open', to_state: 'fixed' },
      { from_state: 'fixed', to_state: 'reopened' },
    ]);
  });

  it('when another branch is scanned without the finding, then the main branch keeps it', async () => {
    const other = await scan(fixtureTree({ withoutEval: true }), { branch: 'feature/x', baseRef: 'main' });
    expect(await trackingOf(other)).toMatchObject({ branch: 'feature/x', fixed: 0 });
    expect((await tracked(trackedId)).state).toBe('reopened');
  });
});
