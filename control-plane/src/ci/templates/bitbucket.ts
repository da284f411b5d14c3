// The bitbucket pipeline file of the CI generator.
import { runLines, has, commonEnv, yamlOf, headerLines, SARIF_FILE, PINNED, SECRET_NAME, CONVENTIONAL_PATHS } from './common.js';
import type { CiTemplateOptions, RenderedTemplate } from './common.js';

export function bitbucket(options: CiTemplateOptions): RenderedTemplate {
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

