/** The slice of SARIF 2.1.0 we read and write. */
export interface SarifLog {
  $schema?: string;
  version: '2.1.0';
  runs: SarifRun[];
}

export interface SarifRun {
  tool: { driver: { name: string; version?: string; semanticVersion?: string; informationUri?: string; rules?: SarifRule[] } };
  results?: SarifResult[];
  invocations?: SarifInvocation[];
  originalUriBaseIds?: Record<string, { uri?: string }>;
}

/** How the run went (SARIF §3.20): files the tool could not analyse are notifications of it. */
export interface SarifInvocation {
  executionSuccessful: boolean;
  toolExecutionNotifications?: SarifNotification[];
}

export interface SarifNotification {
  level: SarifLevel;
  message: { text: string };
  descriptor?: { id: string };
  locations?: { physicalLocation: { artifactLocation: { uri: string; uriBaseId?: string } } }[];
  properties?: Record<string, unknown>;
}

export interface SarifRule {
  id: string;
  name?: string;
  shortDescription?: { text: string };
  fullDescription?: { text: string };
  defaultConfiguration?: { level?: SarifLevel };
  help?: { text: string };
  properties?: { tags?: string[]; 'security-severity'?: string; cwe?: string | string[]; [key: string]: unknown };
  relationships?: { target: { id: string; toolComponent?: { name?: string } } }[];
}

export type SarifLevel = 'none' | 'note' | 'warning' | 'error';

export interface SarifResult {
  ruleId?: string;
  rule?: { id?: string; index?: number };
  ruleIndex?: number;
  level?: SarifLevel;
  kind?: string;
  message: { text?: string; markdown?: string };
  locations?: {
    physicalLocation?: {
      artifactLocation?: { uri?: string; uriBaseId?: string };
      region?: { startLine?: number; startColumn?: number; endLine?: number; endColumn?: number; snippet?: { text?: string } };
    };
  }[];
  codeFlows?: SarifCodeFlow[];
  partialFingerprints?: Record<string, string>;
  fingerprints?: Record<string, string>;
  occurrenceCount?: number;
  /** §3.27.23: a result with an accepted (or status-less) suppression is suppressed. */
  suppressions?: SarifSuppression[];
  /** §3.27.24: how this run found the result against its baseline (the previous scan of the branch). */
  baselineState?: SarifBaselineState;
  properties?: Record<string, unknown>;
}

export interface SarifSuppression {
  kind: 'inSource' | 'external';
  status?: 'accepted' | 'underReview' | 'rejected';
  justification?: string;
  location?: unknown;
  guid?: string;
  properties?: Record<string, unknown>;
}

export type SarifBaselineState = 'new' | 'unchanged' | 'updated' | 'absent';

export interface SarifCodeFlow {
  message?: { text: string };
  threadFlows: {
    locations: {
      location: {
        physicalLocation: { artifactLocation: { uri: string; uriBaseId?: string }; region: { startLine: number; startColumn: number } };
        message?: { text: string };
      };
      kinds?: string[];
    }[];
  }[];
}
