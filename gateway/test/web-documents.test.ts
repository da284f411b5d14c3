import { OperationTypeNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS, LIMIT_MESSAGES, QUERY_LIMIT_CODE } from '../src/graphql/armor.js';
import { nested } from './support/documents.js';
import { GraphQLClient, startGateway, type RunningGateway } from './support/gateway.js';
import { startStandIn, type StandIn } from './support/stand-in.js';
import { webDocuments, type WebDocument } from './support/web-documents.js';

// The document limits (src/graphql/armor.ts) must never refuse the web app itself: every document
// it sends goes through the real gateway, with its real armor, in front of a stand-in control
// plane that answers every call 401 (the documents are sent without variables, as nobody, so
// nothing is done upstream). Only the limits and validation are looked at.
let standIn: StandIn;
let gateway: RunningGateway;

beforeAll(async () => {
  standIn = await startStandIn();
  standIn.handle = (req, res) => {
    // An empty block list, so the gateway's refresh of it logs no failure.
    if (req.url === '/internal/blocked-addresses') res.writeHead(200, { 'content-type': 'application/json' }).end('{"addresses":[]}');
    else res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Autenticação necessária"}');
  };
  gateway = await startGateway({ controlPlaneUrl: standIn.url });
});

afterAll(async () => {
  await gateway?.stop();
  await standIn?.stop();
});

interface Refusal {
  operation: string;
  status: number;
  messages: string[];
}

/** The documents the gateway refuses: over a limit, or invalid (both answer 400 before any execution). */
async function refused(documents: readonly WebDocument[]): Promise<Refusal[]> {
  const client = new GraphQLClient(gateway.url);
  const refusals: Refusal[] = [];
  for (const { operation, text } of documents) {
    const answer = await client.request(text);
    const errors = answer.body.errors ?? [];
    if (answer.status === 400 || errors.some((error) => error.extensions?.code === QUERY_LIMIT_CODE)) {
      refusals.push({ operation, status: answer.status, messages: errors.map((error) => error.message) });
    }
  }
  return refusals;
}

describe("the web's GraphQL documents against the gateway's limits", () => {
  it('when the web sends each of its documents, then none is refused; one a level deeper than the limit is', async () => {
    const documents = await webDocuments();
    expect(new Set(documents.map((document) => document.kind))).toEqual(new Set(Object.values(OperationTypeNode)));
    // The proof that this check sees a refusal: the same path refuses a document over the depth limit.
    const tooDeep: WebDocument = { operation: 'TooDeep', kind: OperationTypeNode.QUERY, text: nested(GRAPHQL_LIMITS.maxDepth + 1) };

    expect(await refused([...documents, tooDeep])).toEqual([{ operation: 'TooDeep', status: 400, messages: [LIMIT_MESSAGES.depth] }]);
  });
});
