/**
 * What the Kotlin analysis knows about Spring (servlet API, @RequestParam...), Ktor and the JVM: the
 * sinks and sanitizers are the Java table's (same libraries), plus Kotlin's own conversions
 * (`toInt()`), Ktor's `call`, `URL(x).readText()` and `RestTemplate`. Data only; ../kotlin/ applies it.
 */
import type { SinkSpec } from '../report.js';
import type { SinkKind } from '../value.js';
import { SANITIZERS as JAVA_SANITIZERS, URL_ENCODERS, sinkForCall as javaSinkForCall, sinkForConstructor } from './java.js';
import { SINKS } from './sink-families.js';

export { SPRING_SOURCE_ANNOTATIONS, REQUEST_SOURCES } from './java.js';

export const REQUEST_TYPE = /^(?:Http)?ServletRequest\??$/;
export const RESPONSE_TYPE = /^(?:Http)?ServletResponse\??$/;
/** Parameter types that cannot carry an injection, or are library objects (a JdbcTemplate, a Connection). */
export const CLEAN_TYPE = /^(?:Int|Long|Short|Byte|Double|Float|Boolean|Char|UUID|BigDecimal|BigInteger|LocalDate|LocalDateTime|Instant|\w*(?:Template|Connection|DataSource|EntityManager|Repository|Service|Client|Logger|Model))\??$/;

/** Servlet request getters read as Kotlin properties (`request.queryString`). */
export const REQUEST_PROPERTIES = new Set(['queryString', 'requestURI', 'requestURL', 'inputStream', 'reader', 'cookies', 'pathInfo', 'parameterMap', 'headerNames', 'parts']);
/** Ktor `call` members that read the request (`call.parameters["cpf"]`, `call.receiveText()`). */
export const KTOR_SOURCES = new Set(['parameters', 'request', 'receiveText', 'receive', 'receiveParameters', 'receiveMultipart', 'receiveNullable']);

/** Kotlin conversions: a number or a boolean comes out, whatever went in. */
export const SCALAR_CONVERSIONS = /^(?:to(?:Int|Long|Short|Byte|Double|Float|Boolean|BigDecimal|BigInteger)(?:OrNull)?|toUInt|length|size|count|isEmpty|isBlank|isNotEmpty|isNotBlank|contains|startsWith|endsWith|matches|equals|hashCode|compareTo|indexOf|any|all|none)$/;

export function sanitizerFor(name: string, receiver: string): readonly SinkKind[] | 'all' | undefined {
  if (name === 'fromString' && /(?:^|\.)UUID$/.test(receiver)) return 'all';
  if (name === 'encode' && URL_ENCODERS.test(receiver)) return ['xss', 'path', 'redirect'];
  if (name === 'getName' && /FilenameUtils$/.test(receiver)) return ['path'];
  if (name === 'escape' && /(?:^|\.)Regex$/.test(receiver)) return ['regex'];
  return JAVA_SANITIZERS.get(name);
}

export interface KotlinCall {
  name: string;
  /** Receiver text ('' for a plain call or a constructor) and role (see Value.role). */
  receiver: string;
  receiverRole?: string;
  /** `File(x)`, `ProcessBuilder(...)`: a capitalised callee with no receiver. */
  isConstructor: boolean;
  /** Source text of each argument (`ContentType.Text.Html`). */
  argTexts: readonly string[];
}

export function sinkForCall(call: KotlinCall): SinkSpec | undefined {
  const { name, receiver, receiverRole, isConstructor, argTexts } = call;
  if (isConstructor && name === 'Regex') return SINKS.regex;
  if (isConstructor) return name === 'RedirectView' ? SINKS.redirect : sinkForConstructor(name);
  if (receiverRole === 'ktor' && name === 'respondRedirect') return SINKS.redirect;
  if (receiverRole === 'ktor' && (name === 'respondText' || name === 'respondHtml') && argTexts.some((t) => /ContentType\.Text\.Html|text\/html/.test(t))) return SINKS.xss;
  if (name === 'sendRedirect' && (receiverRole === 'response' || /resp/i.test(receiver))) return SINKS.redirect;
  if (/restTemplate|webClient/i.test(receiver) && /^(?:getFor\w+|postFor\w+|exchange|put|delete|patchForObject)$/.test(name)) return SINKS.ssrf;
  if (/client/i.test(receiver) && /^(?:get|post|put|delete|request|submitForm)$/.test(name) && receiverRole !== 'ktor') return SINKS.ssrf;
  const java = javaSinkForCall({ name, receiverText: receiver, receiverRole });
  // Kotlin's String.split/replace take literal text, not a regular expression; Pattern.compile still does.
  return java?.kind === 'regex' && !/(?:^|\.)Pattern$/.test(receiver) ? undefined : java;
}

/** Methods of a `URL(x)` that open the connection: the URL's taint reaches an outgoing request. */
export const URL_OPENERS = /^(?:openConnection|openStream|readText|readBytes|readLines)$/;
