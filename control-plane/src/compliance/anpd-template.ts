/**
 * The draft "Comunicação de Incidente de Segurança" (Resolução CD/ANPD nº 15/2024) prefilled from a
 * scan's LGPD findings. Pure: the service loads the evidence, this turns it into fields. What a
 * code scan cannot know (dates, data subjects, controller, encarregado, reasons for delay...) is
 * left blank (value '' and source 'blank') with a hint of what to write.
 */
import type { BacenRegime } from '../db/identity-tables.js';
import type { Severity } from '../db/finding-tables.js';
import type { Schemas } from '../lib/api-types.js';
import { dateOnly, dateTime, number } from '../exports/pdf-kit.js';
import type { LgpdEvidenceRow, LgpdSampleRow } from './compliance.repository.js';

export type AnpdTemplate = Schemas['AnpdTemplate'];
export type AnpdField = Schemas['AnpdTemplateField'];
export type AnpdFieldId = Schemas['AnpdFieldId'];
export type EvidenceCategory = Schemas['AnpdEvidenceCategory'];
type CategoryId = EvidenceCategory['id'];

export const ANPD_TITLE = 'Comunicação de Incidente de Segurança';
export const ANPD_REGULATION = 'Resolução CD/ANPD nº 15, de 24 de abril de 2024 (Regulamento de Comunicação de Incidente de Segurança)';
export const ANPD_DEADLINE =
  'Prazo: 3 dias úteis a contar do conhecimento pelo controlador de que o incidente afetou dados pessoais (em dobro para agentes de ' +
  'tratamento de pequeno porte), com complementação em até 20 dias úteis; a comunicação é feita pelo formulário eletrônico da ANPD.';
export const ANPD_DISCLAIMER =
  'Rascunho gerado a partir de evidências técnicas de análise de código: não constitui parecer jurídico nem confirma a ocorrência ' +
  'de incidente. Revise, complete os campos em branco e valide com o encarregado e a assessoria jurídica antes de enviar à ANPD.';
/** How a blank prints in the PDF. */
export const BLANK_MARK = '[a preencher]';
const SAMPLES_PER_CATEGORY = 5;

interface CategoryInfo {
  label: string;
  /** A category of personal data (listed in "categoriasDados"); the others are ways data may be exposed. */
  data: boolean;
  consequence: string;
  mitigation: string;
}

const CATEGORIES: Record<CategoryId, CategoryInfo> = {
  cpf: {
    label: 'CPF (dado pessoal de identificação)',
    data: true,
    consequence: 'uso indevido do CPF para fraudes, abertura de contas ou contratações em nome do titular',
    mitigation: 'remover os CPFs do código, dos dados de teste e do histórico do repositório, usando dados sintéticos',
  },
  cnpj: {
    label: 'CNPJ (pode identificar empresário individual)',
    data: true,
    consequence: 'uso indevido de dados cadastrais de empresas e de seus sócios ou titulares',
    mitigation: 'remover os CNPJs reais do código e dos dados de teste',
  },
  email: {
    label: 'Endereço de e-mail',
    data: true,
    consequence: 'phishing e engenharia social dirigidos aos titulares',
    mitigation: 'remover os endereços de e-mail reais do código e dos dados de teste',
  },
  payment_card: {
    label: 'Número de cartão de pagamento (dado financeiro)',
    data: true,
    consequence: 'fraudes financeiras com os cartões expostos',
    mitigation: 'remover os números de cartão e solicitar ao emissor o bloqueio dos cartões expostos',
  },
  personal_data_in_logs: {
    label: 'Dados pessoais gravados em registros (logs)',
    data: true,
    consequence: 'exposição dos dados a quem acessa os logs (equipes internas e fornecedores de observabilidade)',
    mitigation: 'mascarar os dados pessoais nos logs e expurgar os registros já gravados',
  },
  credentials: {
    label: 'Credenciais e dados de autenticação (senhas, tokens, chaves)',
    data: true,
    consequence: 'acesso não autorizado a sistemas e contas, com leitura ou alteração de dados pessoais em larga escala',
    mitigation: 'revogar e rotacionar imediatamente as credenciais expostas, guardá-las em cofre de segredos e revisar os acessos feitos com elas',
  },
  encryption: {
    label: 'Dados sem proteção criptográfica adequada (LGPD art. 48, §3º)',
    data: false,
    consequence: 'leitura dos dados por terceiros em caso de interceptação ou vazamento, por não estarem ininteligíveis',
    mitigation: 'adotar criptografia forte em repouso e em trânsito (TLS com verificação de certificado, algoritmos e chaves adequados)',
  },
  other_vulnerabilities: {
    label: 'Vulnerabilidades que podem expor dados pessoais (injeção, configuração insegura)',
    data: false,
    consequence: 'exploração das vulnerabilidades para acessar ou alterar dados pessoais',
    mitigation: 'corrigir as vulnerabilidades apontadas e repetir a análise para confirmar a correção',
  },
};
const CATEGORY_ORDER = Object.keys(CATEGORIES) as CategoryId[];

/** Where an LGPD finding's rule (and catalog category) puts it. */
export function categoryOf(rule: string, category: string): CategoryId {
  if (/cpf/i.test(rule)) return 'cpf';
  if (/cnpj/i.test(rule)) return 'cnpj';
  if (/e-?mail/i.test(rule)) return 'email';
  if (/card|cartao|\bpan\b/i.test(rule)) return 'payment_card';
  if (/log/i.test(rule) && category === 'personal-data') return 'personal_data_in_logs';
  if (category === 'secrets' || category === 'auth' || /^(secret|jwt)-/.test(rule) || rule === 'crypto-weak-password-hash') return 'credentials';
  if (category === 'crypto' || category === 'transport' || rule === 'iac-encryption-disabled') return 'encryption';
  return 'other_vulnerabilities';
}

const SEVERITY_RANK: Record<Severity, number> = { critical: 5, high: 4, medium: 3, low: 2, info: 1, unknown: 0 };
const SEVERITY_WORD: Record<Severity, string> = {
  critical: 'crítica',
  high: 'alta',
  medium: 'média',
  low: 'baixa',
  info: 'informativa',
  unknown: 'desconhecida',
};

export interface AnpdInput {
  projectId: string;
  projectName: string;
  scanId: string;
  scanFinishedAt: Date | null;
  regime: BacenRegime;
  generatedAt: Date;
  counts: readonly LgpdEvidenceRow[];
  samples: readonly LgpdSampleRow[];
}

export function evidenceCategories(counts: readonly LgpdEvidenceRow[], samples: readonly LgpdSampleRow[]): EvidenceCategory[] {
  const categoryOfRule = new Map<string, CategoryId>();
  const byId = new Map<CategoryId, EvidenceCategory>();
  for (const row of counts) {
    const id = categoryOf(row.rule, row.category);
    categoryOfRule.set(row.rule, id);
    const entry = byId.get(id) ?? { id, label: CATEGORIES[id].label, findings: 0, occurrences: 0, samples: [] };
    entry.findings += row.findings;
    entry.occurrences += row.occurrences;
    byId.set(id, entry);
  }
  for (const sample of samples) {
    const entry = byId.get(categoryOfRule.get(sample.rule) ?? categoryOf(sample.rule, ''));
    entry?.samples.push({ file: sample.file, line: sample.line, rule: sample.rule, severity: sample.severity });
  }
  return CATEGORY_ORDER.flatMap((id) => {
    const entry = byId.get(id);
    if (!entry) return [];
    entry.samples = entry.samples
      .sort((a, b) => SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] || a.file.localeCompare(b.file) || a.line - b.line)
      .slice(0, SAMPLES_PER_CATEGORY);
    return [entry];
  });
}

const plural = (n: number, one: string, many: string) => `${number.format(n)} ${n === 1 ? one : many}`;

function field(id: AnpdFieldId, label: string, value: string, hint: string): AnpdField {
  return { id, label, value, source: value === '' ? 'blank' : 'scan', hint };
}
const blank = (id: AnpdFieldId, label: string, hint: string): AnpdField => field(id, label, '', hint);

export function buildAnpdTemplate(input: AnpdInput): AnpdTemplate {
  const categories = evidenceCategories(input.counts, input.samples);
  const lgpdFindings = categories.reduce((sum, c) => sum + c.findings, 0);
  const occurrences = categories.reduce((sum, c) => sum + c.occurrences, 0);
  const when = input.scanFinishedAt ? dateTime.format(input.scanFinishedAt) : 'data não registrada';
  const whenDay = input.scanFinishedAt ? dateOnly.format(input.scanFinishedAt) : 'data não registrada';
  const scanLine = `Análise automatizada de código do projeto "${input.projectName}" (análise ${input.scanId}, concluída em ${when})`;
  const data = categories.filter((c) => CATEGORIES[c.id].data);
  const encryption = categories.find((c) => c.id === 'encryption');
  const bySeverity = new Map<Severity, number>();
  for (const row of input.counts) bySeverity.set(row.severity, (bySeverity.get(row.severity) ?? 0) + row.findings);
  const severityText = (Object.keys(SEVERITY_RANK) as Severity[])
    .filter((s) => (bySeverity.get(s) ?? 0) > 0)
    .map((s) => `${SEVERITY_WORD[s]}: ${number.format(bySeverity.get(s) ?? 0)}`)
    .join('; ');
  const listed = (items: readonly EvidenceCategory[]) => items.map((c) => `${c.label} (${plural(c.findings, 'achado', 'achados')})`).join('; ');

  const none = lgpdFindings === 0;
  const description = none
    ? `${scanLine} não identificou achados relacionados à LGPD.`
    : `${scanLine} identificou ${plural(lgpdFindings, 'achado relacionado', 'achados relacionados')} à LGPD ` +
      `(${plural(occurrences, 'ocorrência', 'ocorrências')}): ${listed(categories)}. Os achados indicam exposição potencial de dados ` +
      'pessoais no código-fonte ou na configuração; confirme se houve acesso ou vazamento efetivo e descreva a causa principal.';
  const dataValue = data.length > 0 ? `${listed(data)}.` : none ? '' : 'A análise não identificou categorias específicas de dados pessoais; apenas vulnerabilidades que podem expô-los.';
  const consequences = categories.map((c) => `${c.label}: ${CATEGORIES[c.id].consequence}.`).join('\n');
  const risks = none
    ? ''
    : `Achados relacionados à LGPD por severidade: ${severityText}.` +
      (categories.some((c) => c.id === 'credentials')
        ? ' Envolve dados de autenticação em sistemas, um dos critérios de risco ou dano relevante da Res. CD/ANPD 15/2024.'
        : '') +
      (categories.some((c) => c.id === 'payment_card') ? ' Envolve dados financeiros, um dos critérios de risco ou dano relevante da Res. CD/ANPD 15/2024.' : '');
  const measures = none
    ? ''
    : `Análise estática de código (Vigia) aplicada ao projeto em ${whenDay}, com ${plural(lgpdFindings, 'achado', 'achados')} relacionados à LGPD. ` +
      (encryption
        ? `${plural(encryption.findings, 'achado indica', 'achados indicam')} proteção criptográfica insuficiente (LGPD art. 48, §3º).`
        : 'Nenhum achado indica falta de proteção criptográfica dos dados.');
  const mitigation = none
    ? ''
    : [...categories.map((c) => `${c.label}: ${CATEGORIES[c.id].mitigation}.`), 'Repetir a análise após as correções e acompanhar a tendência das pontuações de compliance.'].join('\n');

  const fields: AnpdField[] = [
    field('descricaoIncidente', 'Descrição do incidente, incluindo a causa principal, se conhecida', description,
      'Revise o texto gerado: descreva como o incidente ocorreu e a causa principal. Achados de código indicam exposição potencial, não um incidente confirmado.'),
    blank('dataIncidente', 'Data da ocorrência do incidente, quando possível determiná-la',
      'Informe a data (ou o período) em que o incidente ocorreu; uma análise de código não a determina.'),
    blank('dataCiencia', 'Data em que o controlador tomou conhecimento do incidente',
      `Informe a data de ciência: ela inicia o prazo de comunicação. A análise que originou este rascunho foi concluída em ${when}.`),
    field('categoriasDados', 'Natureza e categorias dos dados pessoais afetados', dataValue,
      'Confirme as categorias derivadas dos achados e acrescente as que a análise não detecta (por exemplo, dados sensíveis ou financeiros em bancos de dados).'),
    blank('dadosSensiveis', 'Dados sensíveis, de crianças, de adolescentes ou de idosos envolvidos',
      'Informe se o incidente envolve dados pessoais sensíveis (LGPD art. 5º, II) ou de crianças, adolescentes ou idosos; a análise de código não os identifica.'),
    blank('titularesAfetados', 'Número e categorias de titulares afetados',
      'Informe quantos titulares foram afetados (clientes, funcionários, terceiros), discriminando crianças, adolescentes e idosos.'),
    blank('titularesTotal', 'Total de titulares cujos dados são tratados nas atividades afetadas',
      'Informe o total de titulares tratados no sistema ou na atividade afetada.'),
    field('consequencias', 'Prováveis consequências do incidente para os titulares', consequences,
      'Revise as consequências sugeridas para cada categoria de achado e ajuste-as ao incidente real.'),
    field('riscos', 'Riscos relacionados ao incidente, com a identificação dos possíveis impactos aos titulares', risks,
      'Avalie a probabilidade e a gravidade dos impactos aos titulares; a severidade técnica dos achados é só um indício.'),
    field('medidasSeguranca', 'Medidas técnicas e de segurança utilizadas para a proteção dos dados', measures,
      'Complete com as medidas efetivamente adotadas antes do incidente (criptografia, controle de acesso, registros, segregação), observados os segredos comercial e industrial.'),
    field('medidasMitigacao', 'Medidas adotadas ou a adotar para reverter ou mitigar os efeitos do incidente', mitigation,
      'Revise o plano sugerido, indique o que já foi feito e as datas, e inclua a comunicação aos titulares quando cabível.'),
    blank('motivosAtraso', 'Motivos da demora, caso a comunicação não tenha sido feita no prazo',
      'Se a comunicação ocorrer após 3 dias úteis da ciência, explique os motivos.'),
    blank('comunicacaoTitulares', 'Comunicação aos titulares',
      'Informe se e como os titulares foram comunicados; quando a comunicação individual não for possível, o aviso público deve ficar disponível por ao menos 90 dias.'),
    blank('controlador', 'Identificação do controlador (razão social e CNPJ)', 'Informe a razão social e o CNPJ do controlador.'),
    blank('agentePequenoPorte', 'Declaração de agente de tratamento de pequeno porte',
      'Informe se o controlador é agente de tratamento de pequeno porte (os prazos são contados em dobro).'),
    blank('operador', 'Identificação do operador, quando aplicável', 'Informe o operador envolvido no tratamento, se houver.'),
    blank('encarregado', 'Encarregado pelo tratamento de dados pessoais (nome e contato)',
      'Informe o nome, o e-mail e o telefone do encarregado (ou de quem representa o controlador).'),
  ];

  return {
    title: ANPD_TITLE,
    regulation: ANPD_REGULATION,
    projectId: input.projectId,
    projectName: input.projectName,
    scanId: input.scanId,
    scanFinishedAt: input.scanFinishedAt ? input.scanFinishedAt.toISOString() : null,
    regime: input.regime,
    generatedAt: input.generatedAt.toISOString(),
    deadline: ANPD_DEADLINE,
    fields,
    evidence: { lgpdFindings, occurrences, categories },
    disclaimer: ANPD_DISCLAIMER,
  };
}

/** The template with the user's values: a field left out keeps its prefilled value, an empty one is a blank. */
export function applyFill(template: AnpdTemplate, fill: Partial<Record<AnpdFieldId, string>>): AnpdTemplate {
  return {
    ...template,
    fields: template.fields.map((f) => {
      const value = fill[f.id];
      if (value === undefined) return f;
      const trimmed = value.trim();
      return { ...f, value: trimmed, source: trimmed === '' ? 'blank' : f.source };
    }),
  };
}
