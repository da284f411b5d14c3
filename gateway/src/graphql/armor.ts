// Limits on what one GraphQL document may ask (graphql-armor), every one set here on purpose
// rather than left to the library's defaults. The web app's heaviest documents (November 2026):
// depth 5, cost 168, 6 aliases, 0 directives, 167 tokens; the limits leave room for new screens
// while refusing the abusive shapes (deep nesting, alias bombs, token floods, directive floods).
// test/web-documents.test.ts sends every document of the web through these limits.
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { GraphQLArmorConfig } from '@escape.tech/graphql-armor-types';
import { GraphQLError, Lexer, Source, TokenKind } from 'graphql';
import type { Plugin } from 'graphql-yoga';

export const GRAPHQL_LIMITS = {
  /** Nesting of selections; fragments count by what they contain, not as a level of their own. */
  maxDepth: 10,
  /** graphql-armor's cost: objects 2, scalars 1, each level multiplied by 1.5. */
  maxCost: 5000,
  maxAliases: 30,
  maxDirectives: 20,
  /** Lexical tokens of the whole document, counted while it is parsed. */
  maxTokens: 3000,
} as const;

/** The Portuguese messages of each refusal (graphql-armor prefixes them with "Syntax Error: "). */
export const LIMIT_MESSAGES = {
  depth: `Consulta recusada: aninhamento acima do limite de ${GRAPHQL_LIMITS.maxDepth} níveis`,
  cost: `Consulta recusada: custo acima do limite de ${GRAPHQL_LIMITS.maxCost}`,
  aliases: `Consulta recusada: mais de ${GRAPHQL_LIMITS.maxAliases} apelidos (aliases)`,
  directives: `Consulta recusada: mais de ${GRAPHQL_LIMITS.maxDirectives} diretivas`,
  tokens: `Consulta recusada: documento com mais de ${GRAPHQL_LIMITS.maxTokens} tokens`,
} as const;

/** What replaces graphql-js' "Did you mean …?" (it would reveal field names of the schema). */
export const SUGGESTION_MASK = '';

export const QUERY_LIMIT_CODE = 'QUERY_LIMIT_EXCEEDED';

const ARMOR_PREFIX = 'Syntax Error: ';
const REFUSALS = new Set<string>(Object.values(LIMIT_MESSAGES));

/** The Portuguese message when `message` is one of our limits' refusals, else undefined. */
export function limitRefusal(message: string): string | undefined {
  const bare = message.startsWith(ARMOR_PREFIX) ? message.slice(ARMOR_PREFIX.length) : message;
  return REFUSALS.has(bare) ? bare : undefined;
}

export const ARMOR_CONFIG: GraphQLArmorConfig = {
  maxDepth: {
    enabled: true,
    n: GRAPHQL_LIMITS.maxDepth,
    flattenFragments: true,
    // Introspection (TENANT_ADMIN only, see admin-only.ts) is deeper than any data query.
    ignoreIntrospection: true,
    exposeLimits: false,
    errorMessage: LIMIT_MESSAGES.depth,
    propagateOnRejection: true,
  },
  costLimit: {
    enabled: true,
    maxCost: GRAPHQL_LIMITS.maxCost,
    objectCost: 2,
    scalarCost: 1,
    depthCostFactor: 1.5,
    fragmentRecursionCost: 1000,
    flattenFragments: true,
    ignoreIntrospection: true,
    exposeLimits: false,
    errorMessage: LIMIT_MESSAGES.cost,
    propagateOnRejection: true,
  },
  maxAliases: {
    enabled: true,
    n: GRAPHQL_LIMITS.maxAliases,
    allowList: [],
    exposeLimits: false,
    errorMessage: LIMIT_MESSAGES.aliases,
    propagateOnRejection: true,
  },
  maxDirectives: {
    enabled: true,
    n: GRAPHQL_LIMITS.maxDirectives,
    exposeLimits: false,
    errorMessage: LIMIT_MESSAGES.directives,
    propagateOnRejection: true,
  },
  // Counted by useTokenLimit below: armor's own counter replaces the parser, and with it Mesh's
  // cached parse without locations (every request would be parsed again, errors would change shape).
  maxTokens: { enabled: false, n: GRAPHQL_LIMITS.maxTokens },
  blockFieldSuggestion: { enabled: true, mask: SUGGESTION_MASK },
};

/** More than `max` lexical tokens in `source` (a document that does not lex is left to the parser). */
function tooManyTokens(source: string | Source, max: number): boolean {
  const lexer = new Lexer(typeof source === 'string' ? new Source(source) : source);
  let count = 0;
  try {
    while (lexer.advance().kind !== TokenKind.EOF) {
      count += 1;
      if (count > max) return true;
    }
  } catch {
    return false;
  }
  return false;
}

/** The token limit, checked before the document is parsed, leaving the parser itself alone. */
export function useTokenLimit(max: number = GRAPHQL_LIMITS.maxTokens): Plugin {
  return {
    onParse({ params }) {
      if (tooManyTokens(params.source, max)) throw new GraphQLError(LIMIT_MESSAGES.tokens);
    },
  };
}

/** The Envelop plugins with every limit above. */
export function useGraphQLArmor(): Plugin[] {
  return [useTokenLimit(), EnvelopArmorPlugin(ARMOR_CONFIG) as Plugin];
}
