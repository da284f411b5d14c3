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
}

/** A gateway stand-in at /graphql: answers each operation through `answer`, recording every call. */
export function gatewayHandler(answer: (call: GatewayCall) => Answer | Promise<Answer>) {
  const calls: GatewayCall[] = [];
  const handler = graphql.operation(async ({ operationName, variables }) => {
    const call = { operationName: operationName ?? '', variables: { ...(variables as Vars) } };
    calls.push(call);
    return HttpResponse.json((await answer(call)) as Record<string, unknown>);
  });
  return { handler, calls, of: (name: string) => calls.filter((c) => c.operationName === name) };
}
