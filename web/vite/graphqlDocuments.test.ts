import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LogoutDocument } from '../src/gql/graphql';
import { inlineDocuments, readDocuments } from './graphqlDocuments';

const SRC = join(__dirname, '..', 'src');
const GQL = join(SRC, 'gql');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'gql' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('graphqlDocuments (build plugin)', () => {
  const documents = readDocuments(GQL);

  it('knows the AST of every graphql() call of the app', () => {
    const calls = sourceFiles(SRC).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\bgraphql\(/g)].map(() => file));
    const files = [...new Set(calls)];
    const inlined = files.map((file) => inlineDocuments(readFileSync(file, 'utf8'), documents));
    expect(inlined.flatMap((result) => result?.unknown ?? [])).toEqual([]);
    expect(inlined.every((result) => result && !result.code.includes('graphql(`'))).toBe(true);
    expect(calls.length).toBe(documents.size);
  });

  it('writes the generated AST in place of the call, keeping the line numbers', () => {
    const source = '\n  mutation Logout {\n    logout {\n      success\n    }\n  }\n';
    const code = `import { graphql } from '../../../gql';\n\nexport const LogoutMutation = graphql(\`${source}\`);\nexport const after = 1;\n`;
    const result = inlineDocuments(code, documents);
    expect(result?.unknown).toEqual([]);
    const out = result?.code ?? '';
    expect(out.split('\n')).toHaveLength(code.split('\n').length);
    expect(out.split('\n')[9]).toBe('export const after = 1;');
    const ast = /= \((\{.*\})\)/.exec(out)?.[1] ?? '';
    expect(JSON.parse(ast)).toEqual(LogoutDocument);
  });

  it('leaves unknown documents to the runtime lookup and reports them', () => {
    const code = 'const Q = graphql(`\n  query Unknown { whoami { csrfToken } }\n`);';
    expect(inlineDocuments(code, documents)).toEqual({ code, unknown: ['query Unknown { whoami { csrfToken } }'] });
    expect(inlineDocuments('const a = 1;', documents)).toBeNull();
  });
});
