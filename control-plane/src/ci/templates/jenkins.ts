// The jenkins pipeline file of the CI generator.
import { runLines, has, commonEnv, headerLines, SARIF_FILE, SECRET_NAME, CONVENTIONAL_PATHS } from './common.js';
import type { CiTemplateOptions, RenderedTemplate } from './common.js';

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

export function jenkins(options: CiTemplateOptions): RenderedTemplate {
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
