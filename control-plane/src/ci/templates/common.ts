/**
 * What every pipeline of the CI generator shares: one renderer per platform (./github.ts ...) over the same run steps
 * (fetch the Vigia CI client, run it). The token is only ever the CI secret VIGIA_TOKEN; the
 * server is VIGIA_URL; actions and images are pinned; results are published in the platform's
 * own code-scanning view and kept as a job artifact.
 */
import { stringify } from 'yaml';

export const CI_PLATFORMS = ['github', 'gitlab', 'azure', 'bitbucket', 'jenkins'] as const;
export const CI_TRIGGERS = ['push', 'pull_request', 'schedule', 'manual'] as const;
export const CI_FAIL_ON = ['critical', 'high', 'medium', 'low', 'none'] as const;

export type CiPlatform = (typeof CI_PLATFORMS)[number];
export type CiTrigger = (typeof CI_TRIGGERS)[number];
export type CiFailOn = (typeof CI_FAIL_ON)[number];

export const SECRET_NAME = 'VIGIA_TOKEN';
export const DEFAULT_BRANCH = 'main';
export const DEFAULT_CRON = '0 3 * * *';
/** Where the client is served; the pipelines download it from VIGIA_URL on every run. */
export const CLIENT_PATH = '/api/v1/ci/client.sh';

/** Pinned versions of everything the pipelines pull. */
export const PINNED = {
  checkout: 'actions/checkout@v4.2.2',
  uploadSarif: 'github/codeql-action/upload-sarif@v3.28.0',
  uploadArtifact: 'actions/upload-artifact@v4.6.0',
  githubRunner: 'ubuntu-24.04',
  azureImage: 'ubuntu-24.04',
  curlImage: 'curlimages/curl:8.11.1',
} as const;

export interface CiTemplateOptions {
  platform: CiPlatform;
  triggers: readonly CiTrigger[];
  failOn: CiFailOn;
  projectId: string;
  projectName: string;
  branch: string;
  cron: string;
  /** PUBLIC_URL: the default of VIGIA_URL. */
  vigiaUrl: string;
  /** Pull/merge-request runs fail only on what they introduce (VIGIA_NEW_ONLY). */
  newOnly: boolean;
}

export interface RenderedTemplate {
  path: string;
  content: string;
  /** The steps, in Portuguese, to put the file to work. */
  instructions: string[];
}

export const CONVENTIONAL_PATHS: Record<CiPlatform, string> = {
  github: '.github/workflows/vigia.yml',
  gitlab: '.gitlab-ci.yml',
  azure: 'azure-pipelines.yml',
  bitbucket: 'bitbucket-pipelines.yml',
  jenkins: 'Jenkinsfile',
};

export const SARIF_FILE = 'vigia-results.sarif';
export const AZURE_SARIF_DIR = 'CodeAnalysisLogs';
export const GITLAB_SAST_FILE = 'gl-sast-report.json';

/** The shell lines every platform runs (POSIX sh, curl, tar, gzip). */
export function runLines(tempDir: string): string[] {
  return [
    `curl -fsSL --retry 3 "$VIGIA_URL${CLIENT_PATH}" -o "${tempDir}/vigia-ci.sh"`,
    `sh "${tempDir}/vigia-ci.sh"`,
  ];
}

export const NEW_ONLY_NOTE = 'Em pull/merge requests só reprovam os achados novos (ausentes da última análise da branch de destino).';

export const has = (options: CiTemplateOptions, trigger: CiTrigger) => options.triggers.includes(trigger);

/** Whether the file gates pull/merge requests on new findings only (the client applies it only when a target branch is known). */
export const gatesNewOnly = (options: CiTemplateOptions) => options.newOnly && has(options, 'pull_request');

export function commonEnv(options: CiTemplateOptions, sarif: string): Record<string, string> {
  return {
    VIGIA_URL: options.vigiaUrl,
    VIGIA_PROJECT_ID: options.projectId,
    VIGIA_FAIL_ON: options.failOn,
    VIGIA_SARIF: sarif,
    ...(gatesNewOnly(options) ? { VIGIA_NEW_ONLY: 'true' } : {}),
  };
}

export function yamlOf(header: string[], document: unknown): string {
  const comments = header.map((line) => `# ${line}`.trimEnd()).join('\n');
  return `${comments}\n${stringify(document, { lineWidth: 0, aliasDuplicateObjects: false })}`;
}

export function headerLines(options: CiTemplateOptions, where: string): string[] {
  return [
    `Vigia: varredura de código e compliance do projeto "${options.projectName.replace(/[\r\n]/g, ' ')}".`,
    `Gerado pelo Vigia. Crie o segredo ${SECRET_NAME} ${where} com o token RUN_ do projeto;`,
    'o token nunca deve ser escrito neste arquivo.',
    `A execução falha quando há achados de severidade ${FAIL_ON_TEXT[options.failOn]} (VIGIA_FAIL_ON=${options.failOn}).`,
    ...(gatesNewOnly(options) ? [NEW_ONLY_NOTE] : []),
  ];
}

/** failOn said in Portuguese for the template's comment; the variable keeps the code the client reads. */
const FAIL_ON_TEXT: Record<CiFailOn, string> = {
  critical: 'crítica',
  high: 'alta ou crítica',
  medium: 'média ou maior (média, alta, crítica)',
  low: 'baixa ou maior (baixa, média, alta, crítica)',
  none: 'nenhuma: só informa',
};
