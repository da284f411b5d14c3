import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'gql' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The build replaces PrimeReact's Tooltip, Ripple and Dropdown's VirtualScroller with nothing (primereactUnused.ts). */
describe('PrimeReact parts left out of the build', () => {
  it('are never asked for: no tooltip, virtual scroller or ripple option, no direct imports', () => {
    const uses = sourceFiles(SRC).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [...text.matchAll(/\b(?:tooltip|tooltipOptions|virtualScrollerOptions)=|\bripple\s*[:=]|PrimeReact\.ripple|from 'primereact\/(?:tooltip|virtualscroller|ripple)'/g)].map(
        (m) => `${relative(SRC, file)}: ${m[0]}`,
      );
    });
    expect(uses).toEqual([]);
  });
});
