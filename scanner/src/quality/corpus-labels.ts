/**
 * Expected labels of the quality corpus, written next to the code they label:
 * `vigia-expect: rule-a, rule-b` labels its own line, `vigia-expect-next: rule` the next line.
 * Files whose syntax has no comments (JSON, CSV) list labels in a sibling `<file>.labels` file.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { catalogRule } from '../catalog/catalog.js';
import type { Finding } from '../types.js';

export interface Label { file: string; line: number; rule: string }

const MARK = /vigia-expect(-next)?:\s*([a-z0-9-]+(?:\s*,\s*[a-z0-9-]+)*)/g;

export function parseLabels(file: string, text: string): Label[] {
  const labels: Label[] = [];
  text.split('\n').forEach((line, index) => {
    for (const m of line.matchAll(MARK)) {
      for (const rule of (m[2] ?? '').split(',')) labels.push({ file, line: index + 1 + (m[1] ? 1 : 0), rule: rule.trim() });
    }
  });
  return labels;
}

/** Labels for `files` under root, including the `.labels` sidecars ("line rule" per row). */
export async function readCorpusLabels(root: string, files: readonly string[]): Promise<Label[]> {
  const labels: Label[] = [];
  for (const file of files) {
    const text = await readFile(join(root, file), 'utf8');
    if (file.endsWith('.labels')) {
      for (const row of text.split('\n').filter((r) => r.trim() && !r.startsWith('#'))) {
        const [line, rule] = row.trim().split(/\s+/);
        labels.push({ file: file.replace(/\.labels$/, ''), line: Number(line), rule: rule ?? '' });
      }
    } else {
      labels.push(...parseLabels(file, text));
    }
  }
  return labels;
}

export interface FamilyScore { family: string; tp: number; fp: number; fn: number; precision: number; recall: number }

export function scoreByFamily(findings: readonly Finding[], labels: readonly Label[]): { scores: FamilyScore[]; misses: string[] } {
  const key = (file: string, line: number, rule: string) => `${file}:${line}:${rule}`;
  const expected = new Set(labels.map((l) => key(l.file, l.line, l.rule)));
  const found = new Set(findings.map((f) => key(f.file, f.line, f.rule)));
  const tally = new Map<string, FamilyScore>();
  const misses: string[] = [];
  const family = (rule: string) => catalogRule(rule).family;
  const bump = (rule: string, field: 'tp' | 'fp' | 'fn') => {
    const name = family(rule);
    const score = tally.get(name) ?? { family: name, tp: 0, fp: 0, fn: 0, precision: 1, recall: 1 };
    score[field] += 1;
    tally.set(name, score);
  };
  for (const k of found) {
    const rule = k.slice(k.lastIndexOf(':') + 1);
    if (expected.has(k)) bump(rule, 'tp');
    else { bump(rule, 'fp'); misses.push(`FP ${k}`); }
  }
  for (const k of expected) {
    if (!found.has(k)) { bump(k.slice(k.lastIndexOf(':') + 1), 'fn'); misses.push(`FN ${k}`); }
  }
  const scores = [...tally.values()].map((s) => ({
    ...s,
    precision: s.tp + s.fp === 0 ? 1 : s.tp / (s.tp + s.fp),
    recall: s.tp + s.fn === 0 ? 1 : s.tp / (s.tp + s.fn),
  }));
  return { scores: scores.sort((a, b) => a.family.localeCompare(b.family)), misses: misses.sort() };
}
