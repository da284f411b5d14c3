// The github pipeline file of the CI generator.
import { runLines, has, commonEnv, yamlOf, headerLines, SARIF_FILE, PINNED, SECRET_NAME, CONVENTIONAL_PATHS } from './common.js';
import type { CiTemplateOptions, RenderedTemplate } from './common.js';

export function github(options: CiTemplateOptions): RenderedTemplate {
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
