/**
 * The pipeline files of the CI generator: one renderer per platform over the same run steps
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

const SARIF_FILE = 'vigia-results.sarif';
const AZURE_SARIF_DIR = 'CodeAnalysisLogs';
const GITLAB_SAST_FILE = 'gl-sast-report.json';

/** The shell lines every platform runs (POSIX sh, curl, tar, gzip). */
function runLines(tempDir: string): string[] {
  return [
    `curl -fsSL --retry 3 "$VIGIA_URL${CLIENT_PATH}" -o "${tempDir}/vigia-ci.sh"`,
    `sh "${tempDir}/vigia-ci.sh"`,
  ];
}

const has = (options: CiTemplateOptions, trigger: CiTrigger) => options.triggers.includes(trigger);

function commonEnv(options: CiTemplateOptions, sarif: string): Record<string, string> {
  return {
    VIGIA_URL: options.vigiaUrl,
    VIGIA_PROJECT_ID: options.projectId,
    VIGIA_FAIL_ON: options.failOn,
    VIGIA_SARIF: sarif,
  };
}

function yamlOf(header: string[], document: unknown): string {
  const comments = header.map((line) => `# ${line}`.trimEnd()).join('\n');
  return `${comments}\n${stringify(document, { lineWidth: 0, aliasDuplicateObjects: false })}`;
}

function headerLines(options: CiTemplateOptions, where: string): string[] {
  return [
    `Vigia: varredura de código e compliance do projeto "${options.projectName.replace(/[\r\n]/g, ' ')}".`,
    `Gerado pelo Vigia. Crie o segredo ${SECRET_NAME} ${where} com o token RUN_ do projeto;`,
    'o token nunca deve ser escrito neste arquivo.',
    `A execução falha quando há achados de severidade ${options.failOn === 'none' ? '(nenhuma: só informa)' : `${options.failOn} ou maior`}.`,
  ];
}

function github(options: CiTemplateOptions): RenderedTemplate {
  const on: Record<string, unknown> = {};
  if (has(options, 'push')) on.push = { branches: [options.branch] };
  if (has(options, 'pull_request')) on.pull_request = { branches: [options.branch] };
  if (has(options, 'schedule')) on.schedule = [{ cron: options.cron }];
  if (has(options, 'manual')) on.workflow_dispatch = {};
  const stored = `always() && hashFiles('${SARIF_FILE}') != ''`;
  const document = {
    name: 'Vigia',
    on,
    permissions: { contents: 'read' },
    concurrency: { group: 'vigia-${{ github.ref }}', 'cancel-in-progress': true },
    jobs: {
      vigia: {
        name: 'Varredura Vigia',
        'runs-on': PINNED.githubRunner,
        'timeout-minutes': 45,
        // security-events: write only for the SARIF upload.
        permissions: { contents: 'read', 'security-events': 'write' },
        env: { ...commonEnv(options, SARIF_FILE), VIGIA_URL: `\${{ vars.VIGIA_URL || '${options.vigiaUrl}' }}` },
        steps: [
          { name: 'Baixar o código', uses: PINNED.checkout, with: { 'persist-credentials': false } },
          {
            name: 'Varredura Vigia',
            env: {
              VIGIA_TOKEN: `\${{ secrets.${SECRET_NAME} }}`,
              VIGIA_BRANCH: '${{ github.head_ref || github.ref_name }}',
              VIGIA_COMMIT: '${{ github.event.pull_request.head.sha || github.sha }}',
              VIGIA_BASE_REF: '${{ github.base_ref }}',
            },
            run: runLines('$RUNNER_TEMP').join('\n') + '\n',
          },
          {
            name: 'Publicar resultados na aba Code scanning',
            if: stored,
            uses: PINNED.uploadSarif,
            with: { sarif_file: SARIF_FILE, category: 'vigia' },
          },
          {
            name: 'Guardar o SARIF',
            if: stored,
            uses: PINNED.uploadArtifact,
            with: { name: 'vigia-sarif', path: SARIF_FILE, 'if-no-files-found': 'ignore' },
          },
        ],
      },
    },
  };
  return {
    path: CONVENTIONAL_PATHS.github,
    content: yamlOf(headerLines(options, 'em Settings → Secrets and variables → Actions'), document),
    instructions: [
      `Em Settings → Secrets and variables → Actions, crie o segredo ${SECRET_NAME} com o token RUN_ gerado.`,
      `Opcional: crie a variável VIGIA_URL se o Vigia não estiver em ${options.vigiaUrl}.`,
      `Salve o arquivo em ${CONVENTIONAL_PATHS.github}, faça commit e push.`,
      'Os achados aparecem em Security → Code scanning; o SARIF fica como artefato da execução.',
    ],
  };
}

function gitlab(options: CiTemplateOptions): RenderedTemplate {
  const rules: { if: string }[] = [];
  if (has(options, 'push')) rules.push({ if: `$CI_PIPELINE_SOURCE == "push" && $CI_COMMIT_BRANCH == "${options.branch}"` });
  if (has(options, 'pull_request')) rules.push({ if: '$CI_PIPELINE_SOURCE == "merge_request_event"' });
  if (has(options, 'schedule')) rules.push({ if: '$CI_PIPELINE_SOURCE == "schedule"' });
  if (has(options, 'manual')) rules.push({ if: '$CI_PIPELINE_SOURCE == "web"' });
  const document = {
    stages: ['test'],
    vigia: {
      stage: 'test',
      image: { name: PINNED.curlImage, entrypoint: [''] },
      timeout: '45m',
      variables: { ...commonEnv(options, SARIF_FILE), VIGIA_GITLAB_SAST: GITLAB_SAST_FILE },
      rules,
      script: [
        'export VIGIA_BRANCH="${CI_MERGE_REQUEST_SOURCE_BRANCH_NAME:-$CI_COMMIT_REF_NAME}"',
        'export VIGIA_COMMIT="$CI_COMMIT_SHA"',
        'export VIGIA_BASE_REF="${CI_MERGE_REQUEST_TARGET_BRANCH_NAME:-}"',
        ...runLines('/tmp'),
      ],
      artifacts: {
        when: 'always',
        paths: [SARIF_FILE, GITLAB_SAST_FILE],
        reports: { sast: GITLAB_SAST_FILE },
        expire_in: '30 days',
      },
    },
  };
  const schedule = has(options, 'schedule')
    ? [`Para a execução agendada, crie em Build → Pipeline schedules um agendamento com o cron "${options.cron}".`]
    : [];
  return {
    path: CONVENTIONAL_PATHS.gitlab,
    content: yamlOf(headerLines(options, 'em Settings → CI/CD → Variables (mascarada e protegida)'), document),
    instructions: [
      `Em Settings → CI/CD → Variables, crie a variável ${SECRET_NAME} (Masked, Protected) com o token RUN_ gerado.`,
      `Salve o arquivo como ${CONVENTIONAL_PATHS.gitlab} na raiz do repositório, faça commit e push.`,
      ...schedule,
      'Os achados aparecem no relatório de segurança do pipeline e do merge request; o SARIF fica nos artefatos do job.',
    ],
  };
}

function azure(options: CiTemplateOptions): RenderedTemplate {
  const branches = { include: [options.branch] };
  const document: Record<string, unknown> = {
    trigger: has(options, 'push') ? { branches } : 'none',
    pr: has(options, 'pull_request') ? { branches } : 'none',
  };
  if (has(options, 'schedule')) {
    document.schedules = [{ cron: options.cron, displayName: 'Varredura agendada Vigia', branches, always: 'true' }];
  }
  document.pool = { vmImage: PINNED.azureImage };
  document.variables = commonEnv(options, `${AZURE_SARIF_DIR}/vigia.sarif`);
  document.steps = [
    { checkout: 'self', persistCredentials: 'false' },
    {
      script: [
        'export VIGIA_BRANCH="${SYSTEM_PULLREQUEST_SOURCEBRANCH:-$BUILD_SOURCEBRANCH}"',
        'export VIGIA_COMMIT="$BUILD_SOURCEVERSION"',
        'export VIGIA_BASE_REF="${SYSTEM_PULLREQUEST_TARGETBRANCH:-}"',
        ...runLines('$AGENT_TEMPDIRECTORY'),
      ].join('\n') + '\n',
      displayName: 'Varredura Vigia',
      timeoutInMinutes: '45',
      env: { VIGIA_TOKEN: `$(${SECRET_NAME})` },
    },
    {
      task: 'PublishBuildArtifacts@1',
      displayName: 'Publicar CodeAnalysisLogs (aba Scans)',
      condition: 'succeededOrFailed()',
      inputs: { PathtoPublish: AZURE_SARIF_DIR, ArtifactName: AZURE_SARIF_DIR },
    },
  ];
  const manual = has(options, 'manual') ? ['Execuções manuais: Pipelines → Run pipeline.'] : [];
  return {
    path: CONVENTIONAL_PATHS.azure,
    content: yamlOf(headerLines(options, 'como variável secreta do pipeline'), document),
    instructions: [
      `Em Pipelines → Edit → Variables, crie a variável secreta ${SECRET_NAME} com o token RUN_ gerado.`,
      `Salve o arquivo como ${CONVENTIONAL_PATHS.azure} na raiz do repositório e crie o pipeline a partir dele.`,
      ...manual,
      'Com a extensão SARIF SAST Scans Tab, os achados aparecem na aba Scans; o SARIF fica no artefato CodeAnalysisLogs.',
    ],
  };
}

function bitbucket(options: CiTemplateOptions): RenderedTemplate {
  const step = () => ({
    step: {
      name: 'Varredura Vigia',
      'max-time': 45,
      script: [
        ...Object.entries(commonEnv(options, SARIF_FILE)).map(([name, value]) => `export ${name}="\${${name}:-${value}}"`),
        'export VIGIA_BRANCH="${BITBUCKET_BRANCH:-}"',
        'export VIGIA_COMMIT="$BITBUCKET_COMMIT"',
        'export VIGIA_BASE_REF="${BITBUCKET_PR_DESTINATION_BRANCH:-}"',
        ...runLines('/tmp'),
      ],
      artifacts: [SARIF_FILE],
    },
  });
  const pipelines: Record<string, unknown> = {};
  if (has(options, 'push')) pipelines.branches = { [options.branch]: [step()] };
  if (has(options, 'pull_request')) pipelines['pull-requests'] = { '**': [step()] };
  const custom: Record<string, unknown> = {};
  if (has(options, 'manual')) custom['vigia-manual'] = [step()];
  if (has(options, 'schedule')) custom['vigia-agendado'] = [step()];
  if (Object.keys(custom).length > 0) pipelines.custom = custom;
  const document = {
    image: PINNED.curlImage,
    pipelines,
  };
  const schedule = has(options, 'schedule')
    ? [`Para a execução agendada, crie em Pipelines → Schedules um agendamento do pipeline "vigia-agendado" (ex.: diário, como "${options.cron}").`]
    : [];
  return {
    path: CONVENTIONAL_PATHS.bitbucket,
    content: yamlOf(headerLines(options, 'em Repository settings → Repository variables (Secured)'), document),
    instructions: [
      `Em Repository settings → Repository variables, crie ${SECRET_NAME} (Secured) com o token RUN_ gerado.`,
      `Opcional: crie a variável VIGIA_URL se o Vigia não estiver em ${options.vigiaUrl}.`,
      `Salve o arquivo como ${CONVENTIONAL_PATHS.bitbucket} na raiz do repositório, faça commit e push.`,
      ...schedule,
      'O resultado aparece como relatório Code Insights no commit e no pull request; o SARIF fica nos artefatos do step.',
    ],
  };
}

/**
 * Which builds run the stage: without pull requests, none of a change request; with only pull
 * requests, only change requests (push, schedule and manual runs build branches).
 */
function stageCondition(options: CiTemplateOptions): string[] {
  const branchRuns = has(options, 'push') || has(options, 'schedule') || has(options, 'manual');
  if (!has(options, 'pull_request')) return ['when { not { changeRequest() } }'];
  if (!branchRuns) return ['when { changeRequest() }'];
  return [];
}

/** Groovy single-quoted string. */
const groovy = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function jenkins(options: CiTemplateOptions): RenderedTemplate {
  const env = commonEnv(options, SARIF_FILE);
  const triggers: string[] = [];
  if (has(options, 'schedule')) triggers.push(`cron(${groovy(options.cron)})`);
  if (has(options, 'push')) triggers.push(`pollSCM(${groovy('H/5 * * * *')})`);
  const header = headerLines(options, 'como credencial "Secret text" do Jenkins').map((line) => `// ${line}`);
  const script = [
    'export VIGIA_BRANCH="${CHANGE_BRANCH:-${BRANCH_NAME:-${GIT_BRANCH:-}}}"',
    'export VIGIA_COMMIT="${GIT_COMMIT:-}"',
    'export VIGIA_BASE_REF="${CHANGE_TARGET:-}"',
    ...runLines('${WORKSPACE_TMP:-/tmp}'),
  ]
    .map((line) => `            ${line}`)
    .join('\n');
  const lines = [
    ...header,
    'pipeline {',
    '  agent any',
    '  options {',
    "    timeout(time: 45, unit: 'MINUTES')",
    '    disableConcurrentBuilds()',
    '  }',
    ...(triggers.length > 0 ? ['  triggers {', ...triggers.map((t) => `    ${t}`), '  }'] : []),
    '  environment {',
    ...Object.entries(env).map(([name, value]) => `    ${name} = ${groovy(value)}`),
    '  }',
    '  stages {',
    "    stage('Vigia') {",
    ...stageCondition(options).map((line) => `      ${line}`),
    '      steps {',
    `        withCredentials([string(credentialsId: ${groovy(SECRET_NAME)}, variable: ${groovy(SECRET_NAME)})]) {`,
    "          sh '''",
    script,
    "          '''",
    '        }',
    '      }',
    '    }',
    '  }',
    '  post {',
    '    always {',
    `      archiveArtifacts artifacts: ${groovy(SARIF_FILE)}, allowEmptyArchive: true`,
    `      recordIssues enabledForFailure: true, tools: [sarif(pattern: ${groovy(SARIF_FILE)}, id: 'vigia', name: 'Vigia')]`,
    '    }',
    '  }',
    '}',
    '',
  ];
  const manual = has(options, 'manual') ? ['Execuções manuais: Build Now.'] : [];
  return {
    path: CONVENTIONAL_PATHS.jenkins,
    content: lines.join('\n'),
    instructions: [
      `Em Manage Jenkins → Credentials, crie uma credencial "Secret text" com ID ${SECRET_NAME} e o token RUN_ gerado.`,
      `Salve o arquivo como ${CONVENTIONAL_PATHS.jenkins} na raiz do repositório e aponte um job Pipeline (ou Multibranch) para ele.`,
      ...manual,
      'Os achados aparecem pelo plugin Warnings Next Generation (recordIssues); o SARIF fica arquivado no build.',
    ],
  };
}

const RENDERERS: Record<CiPlatform, (options: CiTemplateOptions) => RenderedTemplate> = { github, gitlab, azure, bitbucket, jenkins };

export function renderTemplate(options: CiTemplateOptions): RenderedTemplate {
  return RENDERERS[options.platform](options);
}

/** LEIA-ME-vigia.md of the zip, in Portuguese. */
export function readmeOf(options: CiTemplateOptions, rendered: RenderedTemplate, token: { name: string; prefix: string } | undefined): string {
  const tokenLine = token ? `O token a usar é "${token.name}" (começa com \`${token.prefix}\`).` : 'Use um token RUN_ do projeto.';
  return [
    '# Vigia no CI',
    '',
    `Pipeline de varredura do projeto "${options.projectName}" para ${options.platform}.`,
    '',
    `1. Crie o segredo \`${SECRET_NAME}\` na plataforma. ${tokenLine} Nunca escreva o token no arquivo.`,
    ...rendered.instructions.slice(1).map((step, index) => `${index + 2}. ${step}`),
    '',
    `O arquivo \`${rendered.path}\` baixa o cliente do Vigia (\`$VIGIA_URL${CLIENT_PATH}\`), que só precisa de sh, curl, tar e gzip:`,
    'empacota o código sem `.git`, envia, acompanha a varredura e baixa o SARIF.',
    '',
    'Saída do cliente: 0 = aprovado; 1 = achados na severidade escolhida ou acima;',
    '2 = erro de rede, da ferramenta ou cota excedida (`VIGIA_ALLOW_ERRORS=true` trata como aprovado).',
    '',
  ].join('\n');
}
