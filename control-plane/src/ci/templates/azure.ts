// The azure pipeline file of the CI generator.
import { runLines, has, commonEnv, yamlOf, headerLines, AZURE_SARIF_DIR, PINNED, SECRET_NAME, CONVENTIONAL_PATHS } from './common.js';
import type { CiTemplateOptions, RenderedTemplate } from './common.js';

export function azure(options: CiTemplateOptions): RenderedTemplate {
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
