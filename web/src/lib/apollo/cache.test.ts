import { describe, expect, it } from 'vitest';
import { gql } from '@apollo/client';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSchema } from 'graphql';
import { createCache, LATEST_FINDINGS_KEY_ARGS, LIST_ARTIFACTS_KEY_ARGS, VIEW_ARTIFACT_KEY_ARGS } from './cache';

const PAGE = gql`
  query Page($page: PositiveInt, $severity: String, $q: String) {
    latestFindings(page: $page, severity: $severity, q: $q) {
      scanId
      summary {
        total
      }
      findings {
        id
        message
      }
    }
  }
`;

const page = (ids: string[], total: number) => ({
  latestFindings: {
    __typename: 'FindingsPage',
    scanId: 's1',
    summary: { __typename: 'FindingsSummary', total },
    findings: ids.map((id) => ({ __typename: 'Finding', id, message: `m${id}` })),
  },
});

describe('cache: latestFindings', () => {
  it('keeps one entry per page and filter, findings normalised by id', () => {
    const cache = createCache();
    cache.writeQuery({ query: PAGE, variables: { page: 1 }, data: page(['a', 'b'], 4) });
    cache.writeQuery({ query: PAGE, variables: { page: 2 }, data: page(['c', 'd'], 4) });
    cache.writeQuery({ query: PAGE, variables: { page: 1, severity: 'CRITICAL' }, data: page(['a'], 1) });
    expect(cache.readQuery<ReturnType<typeof page>>({ query: PAGE, variables: { page: 1 } })?.latestFindings.findings.map((f) => f.id)).toEqual(['a', 'b']);
    expect(cache.readQuery<ReturnType<typeof page>>({ query: PAGE, variables: { page: 2 } })?.latestFindings.findings.map((f) => f.id)).toEqual(['c', 'd']);
    expect(cache.readQuery<ReturnType<typeof page>>({ query: PAGE, variables: { page: 1, severity: 'CRITICAL' } })?.latestFindings.summary.total).toBe(1);
    expect(cache.extract()[cache.identify({ __typename: 'Finding', id: 'a' }) ?? '']).toMatchObject({ id: 'a', message: 'ma' });
  });

  it('eviction of the field drops every page', () => {
    const cache = createCache();
    cache.writeQuery({ query: PAGE, variables: { page: 1 }, data: page(['a'], 1) });
    cache.writeQuery({ query: PAGE, variables: { page: 2 }, data: page(['b'], 1) });
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'latestFindings' });
    cache.gc();
    expect(cache.readQuery({ query: PAGE, variables: { page: 1 } })).toBeNull();
    expect(cache.extract()[cache.identify({ __typename: 'Finding', id: 'a' }) ?? '']).toBeUndefined();
  });
});

const DETAILS = gql`
  query Details($projectId: UUID!, $findingId: UUID!) {
    finding(projectId: $projectId, findingId: $findingId) {
      id
      snippet
      law {
        citations {
          ref
        }
      }
    }
  }
`;

describe('cache: a row and its details', () => {
  it('the details of an expanded row (Query.finding) merge into the row\'s Finding entry, keyed by id', () => {
    const cache = createCache();
    cache.writeQuery({ query: PAGE, variables: { page: 1 }, data: page(['a', 'b'], 2) });
    const details = { __typename: 'Finding', id: 'a', snippet: 'x = 1', law: { __typename: 'FindingLaw', citations: [{ __typename: 'Citation', ref: 'LGPD art. 46' }] } };
    cache.writeQuery({ query: DETAILS, variables: { projectId: 'p1', findingId: 'a' }, data: { finding: details } });
    const entries = Object.keys(cache.extract()).filter((key) => key.startsWith('Finding:'));
    expect(entries).toEqual(['Finding:{"id":"a"}', 'Finding:{"id":"b"}']);
    expect(cache.extract()['Finding:{"id":"a"}']).toMatchObject({ id: 'a', message: 'ma', snippet: 'x = 1' });
    expect(cache.readQuery<ReturnType<typeof page>>({ query: PAGE, variables: { page: 1 } })?.latestFindings.findings[0]).toMatchObject({ id: 'a', message: 'ma' });
  });
});

const ARTIFACTS = gql`
  query Artifacts($projectId: UUID!, $page: PositiveInt, $kinds: String) {
    listArtifacts(projectId: $projectId, page: $page, kinds: $kinds) {
      total
      items {
        id
        name
      }
    }
  }
`;

const artifactsPage = (ids: string[]) => ({
  listArtifacts: { __typename: 'ArtifactPage', total: ids.length, items: ids.map((id) => ({ __typename: 'Artifact', id, name: `${id}.json` })) },
});

describe('cache: listArtifacts', () => {
  it('keeps one entry per project, filter and page, artifacts normalised by id', () => {
    const cache = createCache();
    cache.writeQuery({ query: ARTIFACTS, variables: { projectId: 'p1', page: 1 }, data: artifactsPage(['a', 'b']) });
    cache.writeQuery({ query: ARTIFACTS, variables: { projectId: 'p1', page: 1, kinds: 'SARIF' }, data: artifactsPage(['a']) });
    cache.writeQuery({ query: ARTIFACTS, variables: { projectId: 'p2', page: 1 }, data: artifactsPage(['c']) });
    const read = (variables: Record<string, unknown>) => cache.readQuery<ReturnType<typeof artifactsPage>>({ query: ARTIFACTS, variables })?.listArtifacts.items.map((a) => a.id);
    expect(read({ projectId: 'p1', page: 1 })).toEqual(['a', 'b']);
    expect(read({ projectId: 'p1', page: 1, kinds: 'SARIF' })).toEqual(['a']);
    expect(read({ projectId: 'p2', page: 1 })).toEqual(['c']);
    expect(cache.extract()[cache.identify({ __typename: 'Artifact', id: 'a' })!]).toMatchObject({ id: 'a', name: 'a.json' });
  });
});

// A filter left out of keyArgs shares the unfiltered page's entry: "Meus achados" once loaded, the
// unfiltered table then showed only the person's findings. Every argument of the schema must be a key.
describe('cache: keyArgs name every argument of the paginated queries', () => {
  const schema = buildSchema(readFileSync(resolve(import.meta.dirname, '../../../../schema/gateway.graphql'), 'utf8'));
  const argsOf = (field: string) => schema.getQueryType()!.getFields()[field]!.args.map((arg) => arg.name).sort();
  it.each([
    ['latestFindings', LATEST_FINDINGS_KEY_ARGS],
    ['listArtifacts', LIST_ARTIFACTS_KEY_ARGS],
    ['viewArtifact', VIEW_ARTIFACT_KEY_ARGS],
  ])('%s', (field, keyArgs) => {
    expect([...keyArgs].sort()).toEqual(argsOf(field));
  });
});
