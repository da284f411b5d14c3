import { layout, type MailContent } from '../mail/templates.js';
import type { OutboundEventName } from '../webhooks/webhook-events.js';

/** The events' names as the e-mails and the Configurações page say them. */
export const EVENT_TITLES: Record<OutboundEventName, string> = {
  'scan.completed': 'Scan concluído',
  'scan.failed': 'Scan falhou',
  'gate.failed': 'Gate de CI reprovado',
  'finding.new': 'Novos achados',
  'finding.overdue': 'Achado vencido',
  'finding.triaged': 'Achado triado',
  'quota.threshold': 'Cota de análise',
};

const FOOTER = 'Você recebe este e-mail porque escolheu estas notificações em Configurações no Vigia; mude-as lá quando quiser.';

export function eventMail(params: { event: OutboundEventName; summary: string; tenantName: string; link: string }): MailContent {
  const title = `${EVENT_TITLES[params.event]} — ${params.tenantName}`;
  return {
    subject: `Vigia: ${title}`,
    text: `${params.summary}\n\nAbra o Vigia: ${params.link}\n\n${FOOTER}\n`,
    html: layout(title, [params.summary], params.link, 'Abrir o Vigia', FOOTER),
  };
}

export function digestMail(params: { items: { event: OutboundEventName; summary: string; at: Date }[]; tenantName: string; link: string }): MailContent {
  const count = params.items.length;
  const title = `Resumo diário do Vigia — ${params.tenantName}`;
  const intro = `${count} ${count === 1 ? 'evento' : 'eventos'} desde o último resumo:`;
  const lines = params.items.map((item) => {
    const at = item.at.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' });
    return `${at} — ${EVENT_TITLES[item.event]}: ${item.summary}`;
  });
  return {
    subject: `Vigia: resumo diário (${count} ${count === 1 ? 'evento' : 'eventos'}) — ${params.tenantName}`,
    text: `${intro}\n\n${lines.map((line) => `- ${line}`).join('\n')}\n\nAbra o Vigia: ${params.link}\n\n${FOOTER}\n`,
    html: layout(title, [intro, ...lines], params.link, 'Abrir o Vigia', FOOTER),
  };
}
