/**
 * The project of a tree's scan: its files (listed before the per-file passes) and the summaries of the
 * functions files call into, each made the first time a call needs it and kept in the index (plain
 * JSON, so a checkpoint can keep it; a resumed scan makes the same summaries again on demand). A module
 * is parsed when one of its functions is first needed; the last few stay ready for their neighbours.
 * A summary that calls back into one being made (a cycle) sees that call unresolved, and what is made
 * inside the cycle is not kept, so every summary kept is the same whatever order the files come in.
 */
import { frontendOf, withinEngineLimit } from '../engine/analyze.js';
import type { ModuleIR } from '../ir/nodes.js';
import type { Models } from '../models/compiled.js';
import { modelsFor } from '../models/load.js';
import { mentions } from './index-lookup.js';
import type { GoModule } from './go-resolve.js';
import { linkGoModule } from './go-link.js';
import { linkModule, type ModuleLinks, type Summaries } from './link.js';
import { linkQualifiedModule } from './qualified-link.js';
import { ParsedFiles } from './parsed-files.js';
import { ProjectSettings } from './settings.js';
import { openModule, summariseFunction, type LiveModule } from './summarise.js';
import type { FunctionSummary, ModuleSummary, ProjectIndex } from './types.js';

/** Reads a file of the tree (relative path); undefined when it cannot be read. */
export type ReadText = (file: string) => string | undefined;

/** Languages whose files declare a package or namespace and import by qualified name (./qualified-link.ts). */
const QUALIFIED_LANGUAGES = new Set(['kotlin', 'java', 'csharp', 'php']);

/** Modules kept parsed, most recently used last (a parsed tree costs memory). */
const LIVE_MODULES = 16;

export class Project implements Summaries {
  readonly files: ReadonlySet<string>;
  private readonly live = new Map<string, LiveModule>();
  private readonly unreadable = new Set<string>();
  private readonly inProgress: string[] = [];
  /** Summaries made while a cycle was open: good for the walk that asked, not kept in the index. */
  private readonly provisional = new Map<string, FunctionSummary | undefined>();
  private cycleSeenAt = Infinity;
  private readonly givingInput = new Map<string, boolean>();
  private readonly mentioned = new Map<string, boolean>();
  /** Go: the nearest go.mod of each folder asked about (null: none). */
  readonly goModules = new Map<string, GoModule | null>();
  /** Kotlin, C#, PHP: the packages or namespaces each file asked about declares. */
  readonly declaredPackages = new Map<string, string[]>();
  /** Trees shared with the per-file pass (engine/analyze.ts): a module summarised is often analysed too. */
  readonly parsed = new ParsedFiles(LIVE_MODULES);
  /** The configuration files a program of the tree may load its settings from. */
  readonly settings: ProjectSettings;

  constructor(readonly index: ProjectIndex, readonly read: ReadText) {
    this.files = new Set(index.files);
    this.settings = new ProjectSettings(index.settings ?? [], read);
  }

  /** Whether a file of the tree names a source of the models, or a sink (each asked once per file). */
  mentions(file: string, models: Models, what: 'input' | 'sink'): boolean {
    const key = `${what}:${file}`;
    let known = this.mentioned.get(key);
    if (known === undefined) {
      const text = this.read(file);
      known = text !== undefined && mentions(text, models, what);
      this.mentioned.set(key, known);
    }
    return known;
  }

  /** Whether some top-level function of the module gives client data back (its summaries say so). */
  givesInput(file: string): boolean {
    let known = this.givingInput.get(file);
    if (known === undefined) {
      const names = this.module(file)?.names ?? [];
      known = names.some((name) => {
        const summary = this.function(file, name);
        return summary !== undefined && (summary.returnSource !== undefined || summary.returnFromRole.length > 0);
      });
      this.givingInput.set(file, known);
    }
    return known;
  }

  links(module: ModuleIR): ModuleLinks {
    if (module.language === 'go') return linkGoModule(module, this);
    return QUALIFIED_LANGUAGES.has(module.language) ? linkQualifiedModule(module, this) : linkModule(module, this.files, this);
  }

  module(file: string): ModuleSummary | undefined {
    if (this.index.modules[file] || this.unreadable.has(file) || !this.files.has(file)) return this.index.modules[file];
    this.open(file);
    return this.index.modules[file];
  }

  function(file: string, name: string): FunctionSummary | undefined {
    const known = this.index.modules[file]?.functions[name];
    if (known) return known;
    const key = `${file}#${name}`;
    const open = this.inProgress.indexOf(key);
    if (open >= 0) {
      this.cycleSeenAt = Math.min(this.cycleSeenAt, open);
      return undefined;
    }
    const walkKey = `${this.inProgress[0] ?? key}|${key}`;
    if (this.provisional.has(walkKey)) return this.provisional.get(walkKey);
    const fn = this.open(file)?.functions.get(name);
    if (!fn) return undefined;
    const depth = this.inProgress.length;
    const outer = this.cycleSeenAt;
    this.cycleSeenAt = Infinity;
    this.inProgress.push(key);
    let summary: FunctionSummary | undefined;
    try {
      summary = summariseFunction(fn, (this.open(file) as LiveModule).ctx);
    } catch {
      summary = undefined; // a function that cannot be summarised leaves its callers' calls unresolved
    }
    this.inProgress.pop();
    // A cycle that closed here or below a summary still open: this one depends on where the walk began.
    const inCycle = this.cycleSeenAt <= depth;
    this.cycleSeenAt = Math.min(outer, this.cycleSeenAt < depth ? this.cycleSeenAt : Infinity);
    if (inCycle || !summary) this.provisional.set(walkKey, summary);
    else (this.index.modules[file] as ModuleSummary).functions[name] = summary;
    return summary;
  }

  /** The module parsed and its top-level code run (its header kept in the index), or undefined when it cannot be. */
  private open(file: string): LiveModule | undefined {
    const ready = this.live.get(file);
    if (ready) {
      this.live.delete(file);
      this.live.set(file, ready);
      return ready;
    }
    if (this.unreadable.has(file)) return undefined;
    try {
      const text = this.read(file);
      const frontend = frontendOf(file);
      if (text === undefined || !frontend || !withinEngineLimit(frontend, text)) throw new Error('not summarised');
      const module = frontend.lower(file, this.parsed.root(file, text, () => frontend.parse(file, text)));
      const { live, summary } = openModule(module, text, modelsFor(frontend.models), this.links(module), this.settings);
      const kept = this.index.modules[file];
      this.index.modules[file] = kept ?? summary;
      this.live.set(file, live);
      if (this.live.size > LIVE_MODULES) this.live.delete(this.live.keys().next().value as string);
      return live;
    } catch {
      this.unreadable.add(file);
      return undefined;
    }
  }
}
