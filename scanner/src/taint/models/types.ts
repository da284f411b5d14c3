/** The rows of a taint model file (models/<language>/<framework>.yml), as validated by schema.json. */
import type { SinkKind } from '../value.js';

/** `server`: PHP's $_SERVER, whose client entries are named (HTTP_*) and whose others are the server's own. */
export type Role = 'request' | 'response' | 'server';

export interface SourceRow {
  id: string;
  kind: 'parameter' | 'decorator' | 'field' | 'getter' | 'global' | 'call' | 'route' | 'type';
  names: string[];
  role?: Role;
  of?: Role;
  origin?: 'tainted' | 'unknown';
  note?: string;
  unlessDefault?: string[];
  /** A field that is a request object itself: reads off it are request data in one source step (see schema.json). */
  chain?: boolean;
}

export interface SinkMatch {
  call?: string[];
  property?: string[];
  receiver?: string | string[];
  receiverRole?: Role;
  receiverTail?: string;
  receiverWord?: string;
  receiverRootRole?: Role;
  fileMentions?: string;
  firstArgNotObject?: boolean;
  optionTrue?: string;
  valueNotCollection?: boolean;
  nestedIndexWrite?: boolean;
  /** An object literal argument reaches the sink only through these keys (axios({ url })). */
  objectKeys?: string[];
  returnOf?: string[];
  firstArgLiteral?: boolean;
  unlessFileMentions?: string;
  firstArgRole?: Role;
  /** Regexes the constant string arguments match, by position (null: any). */
  constArgs?: (string | null)[];
  argCount?: number;
  /** A regex the first argument's text matches (see schema.json). */
  firstArgText?: string;
  /** Only when an argument is a value read from the tree's configuration files (see schema.json). */
  fromSetting?: boolean;
}

/** Flags a setter call with constant true gives an object (cookie.setSecure(true)). */
export type CallFlag = 'secure' | 'httpOnly';

export interface SinkRow {
  id: string;
  kind: SinkKind;
  rule: string;
  sinkRule?: string;
  note: string;
  args?: number[];
  builtHereIsDefinite?: boolean;
  /** A check of the call itself, whatever its arguments carry (kind check; see schema.json). */
  reportsCall?: boolean;
  ruleInFunction?: { pattern: string; rule: string };
  argFlags?: { flag: CallFlag; setter: string; rule: string }[];
  /** The receiver is what reaches the sink (`URL(x).readText()`). */
  receiverIsSubject?: boolean;
  kwargs?: string[];
  safeTemplate?: 'first-argument' | 'receiver';
  match: SinkMatch;
}

export interface SanitizerRow {
  id: string;
  names?: string[];
  /** A validator used in a condition (`url_has_allowed_host_and_scheme(x)`): it bounds argument `arg`, its result is a boolean. Without guard, `arg` is the argument cleaned (-1: the last). */
  guard?: boolean;
  arg?: number;
  types?: string[];
  clears: 'all' | SinkKind[];
  /** Guard operands (schema.json): the names are methods of any receiver; the receiver is bounded, not `arg`. */
  anyReceiver?: boolean;
  receiverIsSubject?: boolean;
  /** Guard conditions on other operands: an anchored pattern, a collection of constants, a path's base; a lambda checking each character. */
  pattern?: Operand;
  collection?: Operand;
  base?: Operand;
  eachCharacter?: boolean;
}

/** An operand of a guard's call: its receiver or a positional argument. */
export type Operand = 'receiver' | number;

export interface PropagatorRow {
  id: string;
  names: string[];
  result?: 'clean' | 'inputs' | 'receiver' | 'exits';
  /** With result inputs: the arguments that flow into the result (all, and the receiver, when absent). */
  args?: number[];
  callback?: 'elements';
}

/**
 * Configuration read at run time (engine/settings-calls.ts): `make` gives an empty settings object
 * (`new Properties()`), `open` a stream on a file named by a constant (`getResourceAsStream("x.properties")`),
 * `load` reads the named file into the receiver or the result, `read` gives the value of a key, `section`
 * the settings under a key (`GetSection("Crypto")`) and `value` a section's own value (`.Value`).
 * `ambient` settings need no load: a parameter of a type, a package object or a property holds the
 * settings of files found by name near the code (`IConfiguration` and appsettings.json, `viper` and config.yaml).
 * `injected` settings are a field or parameter the framework fills with one key of an ambient row's files,
 * named by an annotation's argument (`@Value("${crypto.hash:SHA-256}")`).
 */
export interface SettingRow {
  id: string;
  kind: 'make' | 'open' | 'load' | 'read' | 'section' | 'value' | 'ambient' | 'injected';
  /** Call names; ambient: parameter types and package objects that hold the settings; injected: annotation names. */
  names: string[];
  /** A regex the receiver's text matches (make, read; ambient members). */
  receiver?: string;
  /** ambient: properties holding the settings (`builder.Configuration`, `ConfigurationManager.AppSettings`). */
  members?: string[];
  /** ambient: the base files by name (`*` any characters), and the files of an environment that override them. */
  files?: string[];
  overlays?: string;
  /** ambient: the module a package object must be imported from (`const config = require('config')`); read: the module a bare call's function must be imported from (`from os import getenv`). */
  module?: string;
  /** ambient: the base files of one folder (and an environment's overlays) are read together, the first format of `files` winning a key (Spring). */
  merge?: boolean;
  /** ambient: folders under a folder above the code that may hold the files (Spring's `src/main/resources`). */
  folders?: string[];
  /** ambient: the key of the base files naming the environments that run, comma-separated (Spring's `spring.profiles.active`); only their overlays apply. */
  active?: string;
  /**
   * injected, read: the ambient row whose files give the key (a read with no settings receiver: `getenv("K")`);
   * load: the ambient row whose files a load that names no file gives (`Dotenv.load()`, `godotenv.Read()`);
   * injected: the regex of the annotation's argument (groups `key` and `fallback`).
   */
  from?: string;
  placeholder?: string;
  /** ambient: how a nested key is written (`Crypto:Algorithm`, `crypto.algorithm`); keys are case-insensitive. */
  separator?: string;
  /** ambient: the framework reads its JSON files with comments and trailing commas (.NET's configuration, npm's `config`). */
  jsonc?: boolean;
  /** open, load: the argument naming the file (or holding a stream opened on it). */
  arg?: number;
  /** load: where the settings go. */
  into?: 'receiver' | 'result';
  /** load: whether keys are grouped by `.ini` section (true, false, or the argument whose constant true asks for it). */
  sections?: boolean | number;
  /** read: the arguments naming the key and its section, and the default (by position or keyword). */
  key?: number;
  section?: number;
  fallback?: number | string;
  /** read: the call gives the value and whether the key was found (Go's `v, ok := os.LookupEnv("K")`). */
  found?: boolean;
}

export interface ModelFile {
  language: string;
  framework: string;
  sources?: SourceRow[];
  sinks?: SinkRow[];
  sanitizers?: SanitizerRow[];
  propagators?: PropagatorRow[];
  settings?: SettingRow[];
}
