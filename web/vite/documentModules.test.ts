import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importPerDocument, parseDocuments } from './documentModules';

describe('documentModules', () => {
  it('finds every document of the generated graphql.ts, each a parseable AST of its own operation or fragment', () => {
    const source = readFileSync(resolve(import.meta.dirname, '../src/gql/graphql.ts'), 'utf8');
    const documents = parseDocuments(source);
    expect(documents.size).toBe(source.match(/^export const \w+(?:Document|FragmentDoc) = /gm)!.length);
    const webhooks = JSON.parse(documents.get('AdminWebhooksDocument')!) as { kind: string; definitions: { name: { value: string } }[] };
    expect(webhooks.kind).toBe('Document');
    expect(webhooks.definitions[0]!.name.value).toBe('AdminWebhooks');
    expect(documents.has('ScanStatusFieldsFragmentDoc')).toBe(true);
  });

  it("rewrites the optimizer's imports of documents, and nothing else", () => {
    const code = [
      'import { AdminWebhooksDocument } from "../../../gql/graphql";',
      'import { graphql } from "../../../gql";',
      "import type { AdminWebhooksQuery } from '../../../gql/graphql';",
      'useQuery(AdminWebhooksDocument);',
    ].join('\n');
    expect(importPerDocument(code).split('\n')).toEqual([
      'import { AdminWebhooksDocument } from "virtual:vigia-document/AdminWebhooksDocument";',
      'import { graphql } from "../../../gql";',
      "import type { AdminWebhooksQuery } from '../../../gql/graphql';",
      'useQuery(AdminWebhooksDocument);',
    ]);
  });
});
