#!/usr/bin/env node
// `node scripts/authz-matrix.mjs`: prints the authorization matrix (who may call which operation)
// as Markdown into docs/authz-matrix.md, from the reviewed table control-plane/test/authz/expected-matrix.yaml
// that control-plane/test/authz-matrix.test.ts checks against the real control plane, with each
// operation's method and path from the contract. `--check` fails when the committed page is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// yaml is a dependency of the control plane (it reads the contract with it).
const YAML = createRequire(path.join(root, 'control-plane', 'package.json'))('yaml');

const TABLE = 'control-plane/test/authz/expected-matrix.yaml';
const CONTRACT = 'schema/control-plane.openapi.yaml';
const OUTPUT = 'docs/authz-matrix.md';

const CALLERS = [
  ['anonymous', 'anônimo', 'sem credenciais'],
  ['viewerTokenA', 'token VIEWER A', 'Bearer com token VIEWER do projeto A'],
  ['runTokenA', 'token RUN A', 'Bearer com token RUN do projeto A'],
  ['memberA', 'membro A', 'sessão de um ANALYST do tenant A, com acesso ao projeto A'],
  ['memberB', 'membro B', 'sessão de um ANALYST do tenant B, com acesso a um projeto de B'],
  ['tenantAdminA', 'admin A', 'sessão de um TENANT_ADMIN do tenant A'],
  ['tenantAdminB', 'admin B', 'sessão do TENANT_ADMIN do tenant B'],
  ['deactivatedUser', 'desativado', 'sessão aberta por um usuário de A antes de um admin desativá-lo'],
  ['revokedToken', 'token revogado', 'Bearer com token VIEWER do projeto A revogado ou expirado'],
];

/** Sections of the table: a comment line `# ## <title>` starts one; other comments are notes for reviewers. */
function readSections(text) {
  const sections = [];
  for (const line of text.split('\n')) {
    const title = /^# ## (.+)$/.exec(line)?.[1];
    if (title) sections.push({ title, rows: [] });
    if (title || line.startsWith('#') || line.trim() === '') continue;
    if (!sections.length) throw new Error(`${TABLE}: a row before the first "# ## " section title`);
    const [[operationId, row]] = Object.entries(YAML.parse(line));
    sections.at(-1).rows.push({ operationId, row });
  }
  return sections;
}

function operationsOf(contract) {
  const found = new Map();
  for (const [route, item] of Object.entries(contract.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      if (item[method]) found.set(item[method].operationId, `${method.toUpperCase()} ${route}`);
    }
  }
  return found;
}

const cell = (value) => (String(value) === '2xx' ? '✅ 2xx' : String(value));

function render() {
  const sections = readSections(readFileSync(path.join(root, TABLE), 'utf8'));
  const routes = operationsOf(YAML.parse(readFileSync(path.join(root, CONTRACT), 'utf8')));
  const rows = sections.flatMap((s) => s.rows);
  const lines = [
    '# Matriz de autorização',
    '',
    `<!-- Gerado por \`node scripts/authz-matrix.mjs\` a partir de ${TABLE}; não editar à mão. -->`,
    '',
    `Quem pode chamar cada operação do contrato (${routes.size} operações × ${CALLERS.length} tipos de chamador = ${routes.size * CALLERS.length} células).`,
    'Toda chamada mira os recursos do tenant A (o "Demo" semeado: projeto Internet Banking, um scan concluído, um artefato, um usuário, um token, convites, um alerta).',
    `A tabela revisada fica em \`${TABLE}\`; \`control-plane/test/authz-matrix.test.ts\` chama cada operação como cada chamador no control plane real e falha em qualquer célula diferente ou operação nova sem linha.`,
    'O lado GraphQL (leituras de dados e do admin) é conferido pelo gateway em `gateway/test/authz-matrix.integration.test.ts`.',
    '',
    'Resultados: ✅ 2xx = permitido; 400 = permitido, mas o pedido não se aplica; 401 = sem credencial válida; 403 = identificado, sem permissão; 404 = não encontrado para esse chamador.',
    '',
    '| coluna | chamador |',
    '|---|---|',
    ...CALLERS.map(([, short, long]) => `| ${short} | ${long} |`),
    '',
  ];
  const missing = [...routes.keys()].filter((id) => !rows.some((r) => r.operationId === id));
  if (missing.length) throw new Error(`operations without a row in ${TABLE}: ${missing.join(', ')}`);
  for (const section of sections) {
    lines.push(`## ${section.title}`, '');
    lines.push(`| operação | rota | ${CALLERS.map(([, short]) => short).join(' | ')} |`);
    lines.push(`|---|---|${CALLERS.map(() => '---').join('|')}|`);
    for (const { operationId, row } of section.rows) {
      lines.push(`| \`${operationId}\` | \`${routes.get(operationId) ?? '?'}\` | ${CALLERS.map(([name]) => cell(row[name])).join(' | ')} |`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

const markdown = render();
const target = path.join(root, OUTPUT);
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // missing: stale
  }
  if (current !== markdown) {
    console.error(`${OUTPUT} is stale: run node scripts/authz-matrix.mjs`);
    process.exit(1);
  }
  console.log(`${OUTPUT} is up to date`);
} else {
  writeFileSync(target, markdown);
  process.stdout.write(markdown);
}
