// The dashboard bench's second floor (issue 12): the least any gateway that answers GraphQL from the
// control plane's JSON must do, with no GraphQL engine. It takes the gateway's own GET (the web app's
// DashboardFindings document in the URL), makes the REST call the REST path makes, parses the
// answer, keeps the fields the document selects (with __typename, from the gateway's printed schema,
// compiled once into plain functions), and writes the JSON. The bench checks that its data equals the
// gateway's for the same request before it measures, so the floor does the gateway's whole job.
// What the gateway adds minus what this one adds is what Yoga, Mesh and express cost on top.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, getNamedType, getOperationAST, isEnumType, isObjectType, Kind, parse } from 'graphql';
import { withCallerHeaders } from '../../gateway/dist/control-plane/caller-headers.js';
import { constantCase } from '../../gateway/dist/graphql/constant-case-enum-values.js';
import { root } from './control-plane-deps.mjs';
import { requestOfVariables, restPathOf } from './dashboard-requests.mjs';
import { failWith502, listenAndReport, startFloorProcess, upstreamCaller, upstreamTiming } from './floor-process.mjs';

/** The fields of a selection set, fragments spread in, merged by response key: key → { name, selections }. */
function fieldsOf(selections, fragments, into = new Map()) {
  for (const selection of selections) {
    if (selection.kind === Kind.FIELD) {
      const key = selection.alias?.value ?? selection.name.value;
      const field = into.get(key) ?? { name: selection.name.value, selections: [] };
      field.selections.push(...(selection.selectionSet?.selections ?? []));
      into.set(key, field);
    } else {
      const selectionSet = selection.kind === Kind.FRAGMENT_SPREAD ? fragments[selection.name.value].selectionSet : selection.selectionSet;
      fieldsOf(selectionSet.selections, fragments, into);
    }
  }
  return into;
}

/** A value of a list or object field, lists at any depth, null as null. */
const mapValue = (value, project) => (value == null ? null : Array.isArray(value) ? value.map((item) => mapValue(item, project)) : project(value));

/** (JSON object of `type`) → the object GraphQL answers for `selections`. Object types only (the dashboard has no unions). */
function compileSelections(type, selections, fragments) {
  const steps = [...fieldsOf(selections, fragments)].map(([key, { name, selections: children }]) => {
    if (name === '__typename') return (out) => { out[key] = type.name; };
    const fieldType = getNamedType(type.getFields()[name].type);
    // An enum's lower-case code is served by its ALL_CAPS name, as the gateway's schema does.
    if (isEnumType(fieldType)) return (out, value) => { out[key] = mapValue(value[name], constantCase); };
    if (children.length === 0) return (out, value) => { out[key] = value[name] ?? null; };
    if (!isObjectType(fieldType)) throw new Error(`${type.name}.${name}: só tipos objeto`);
    const project = compileSelections(fieldType, children, fragments);
    return (out, value) => { out[key] = mapValue(value[name], project); };
  });
  return (value) => {
    const out = {};
    for (const step of steps) step(out, value);
    return out;
  };
}

/** The document's one root field, as `(REST answer) → data`. */
function compileDocument(documentText) {
  const schema = buildSchema(readFileSync(join(root, 'schema/gateway.graphql'), 'utf8'));
  const document = parse(documentText);
  const fragments = Object.fromEntries(document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  const { selections } = getOperationAST(document).selectionSet;
  const project = compileSelections(schema.getQueryType(), selections, fragments);
  const [rootField] = fieldsOf(selections, fragments).values();
  return (answer) => project({ [rootField.name]: answer });
}

function serve(upstreamUrl, documentText, port) {
  const call = upstreamCaller(upstreamUrl);
  const dataOf = compileDocument(documentText);
  const server = createServer((req, res) => {
    const params = new URL(req.url, 'http://localhost').searchParams;
    const variables = JSON.parse(params.get('variables') ?? '{}');
    const request = params.get('query') === documentText ? requestOfVariables(variables) : undefined;
    if (!request) {
      res.writeHead(400, { 'content-type': 'text/plain' });
      res.end('reshape: só a consulta do dashboard que o bench mede');
      return;
    }
    // The project argument as a header, and the caller's headers as the gateway forwards them (its own list).
    const headers = withCallerHeaders({ 'x-project-id': variables.projectId }, { headers: req.headers, forwardedFor: req.socket.remoteAddress });
    call({ method: 'GET', path: restPathOf(request), headers }).then((answer) => {
      if (answer.statusCode !== 200) throw new Error(`HTTP ${answer.statusCode} ${answer.body.toString().slice(0, 300)}`);
      const body = JSON.stringify({ data: dataOf(JSON.parse(answer.body.toString())) });
      res.writeHead(200, {
        'content-type': 'application/graphql-response+json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        'server-timing': upstreamTiming(answer.waitedMs),
      });
      res.end(body);
    }).catch(failWith502(res, 'reshape'));
  });
  listenAndReport(server, port);
}

/** Starts the reshaping proxy for `documentText` in a child process on `port`; stopped by the cleanups. */
export function startReshapingProxy(upstreamUrl, documentText, port) {
  return startFloorProcess(fileURLToPath(import.meta.url), [upstreamUrl, documentText], port, 'proxy que refaz o JSON');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) serve(process.argv[2], process.argv[3], Number(process.argv[4]));
