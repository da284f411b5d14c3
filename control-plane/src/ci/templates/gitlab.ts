// The gitlab pipeline file of the CI generator.
import { runLines, has, commonEnv, yamlOf, headerLines, SARIF_FILE, GITLAB_SAST_FILE, PINNED, SECRET_NAME, CONVENTIONAL_PATHS } from './common.js';
import type { CiTemplateOptions, RenderedTemplate } from './common.js';

export function gitlab(options: CiTemplateOptions): RenderedTemplate {
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
