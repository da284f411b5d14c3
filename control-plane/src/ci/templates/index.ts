/** The CI generator's pipeline files: one renderer per platform, the zip's LEIA-ME. */
import { CLIENT_PATH, gatesNewOnly, NEW_ONLY_NOTE, SECRET_NAME } from './common.js';
import type { CiPlatform, CiTemplateOptions, RenderedTemplate } from './common.js';
import { azure } from './azure.js';
import { bitbucket } from './bitbucket.js';
import { github } from './github.js';
import { gitlab } from './gitlab.js';
import { jenkins } from './jenkins.js';

export * from './common.js';

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
    'Falsos positivos e riscos aceitos na triagem do Vigia não reprovam.',
    ...(gatesNewOnly(options) ? ['', `${NEW_ONLY_NOTE} A saída lista os achados novos. Para reprovar em todos, remova \`VIGIA_NEW_ONLY\`.`] : []),
    '',
  ].join('\n');
}
