import { graphql, HttpResponse } from 'msw';

export type Vars = Record<string, unknown>;
/** A GraphQL answer as the gateway sends it. */
export interface Answer {
  data?: unknown;
  errors?: unknown[];
}
export interface GatewayCall {
  operationName: string;
  variables: Vars;
  /** The document as sent (what fields the operation asks for). */
  query: string;
}

/** The gateway's answer to an operation nobody answers in the test. */
export const unexpected = (call: GatewayCall): Answer => ({ errors: [{ message: `unexpected ${call.operationName}` }] });

export type OperationAnswers = Partial<Record<string, (call: GatewayCall) => Answer | Promise<Answer>>>;

/** Answers each operation by its name from the tables given, a later table winning (a test's overrides last). */
export function answerByOperation(...tables: OperationAnswers[]) {
  return (call: GatewayCall): Answer | Promise<Answer> => {
    const answer = tables.findLast((table) => table[call.operationName])?.[call.operationName];
    return answer ? answer(call) : unexpected(call);
  };
}

/** A gateway stand-in at /graphql: answers each operation through `answer`, recording every call. */
export function gatewayHandler(answer: (call: GatewayCall) => Answer | Promise<Answer>) {
  const calls: GatewayCall[] = [];
  const handler = graphql.operation(async ({ operationName, variables, query }) => {
    const call = { operationName: operationName ?? '', variables: { ...(variables as Vars) }, query };
    calls.push(call);
    return HttpResponse.json((await answer(call)) as Record<string, unknown>);
  });
  return { handler, calls, of: (name: string) => calls.filter((c) => c.operationName === name) };
}
