/** The e-mails the control plane sends, in Portuguese, as plain text plus simple HTML. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

export function layout(title: string, paragraphs: string[], link: string, button: string, footer: string): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const href = escapeHtml(link);
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
<h1 style="font-size: 20px">${escapeHtml(title)}</h1>
${body}
<p><a href="${href}" style="display: inline-block; padding: 10px 16px; background: #1d4ed8; color: #ffffff; text-decoration: none; border-radius: 4px">${escapeHtml(button)}</a></p>
<p>Se o botão não funcionar, copie e cole este endereço no navegador:<br><a href="${href}">${href}</a></p>
<p style="color: #6b7280; font-size: 12px">${escapeHtml(footer)}</p>
</body></html>
`;
}

const IGNORE = 'Se você não solicitou este e-mail, pode ignorá-lo com segurança.';

export function magicLinkMail(params: { link: string; name: string | null; ttlMinutes: number }): MailContent {
  const greeting = params.name ? `Olá, ${params.name}!` : 'Olá!';
  const intro = 'Recebemos um pedido de acesso ao Vigia com este endereço de e-mail.';
  const validity = `O link é pessoal, pode ser usado uma única vez e expira em ${params.ttlMinutes} minutos.`;
  return {
    subject: 'Seu link de acesso ao Vigia',
    text: `${greeting}\n\n${intro}\nPara entrar, abra o link abaixo:\n\n${params.link}\n\n${validity}\n\n${IGNORE}\n`,
    html: layout('Seu link de acesso ao Vigia', [greeting, intro, validity], params.link, 'Entrar no Vigia', IGNORE),
  };
}

export function signupMail(params: { link: string; name: string; tenantName: string; ttlMinutes: number }): MailContent {
  const greeting = `Olá, ${params.name}!`;
  const intro = `A organização "${params.tenantName}" foi criada no Vigia e você é o administrador.`;
  const validity = `O link pode ser usado uma única vez e expira em ${params.ttlMinutes} minutos.`;
  return {
    subject: 'Bem-vindo ao Vigia: confirme seu acesso',
    text: `${greeting}\n\n${intro}\nPara entrar pela primeira vez, abra o link abaixo:\n\n${params.link}\n\n${validity}\n\n${IGNORE}\n`,
    html: layout('Bem-vindo ao Vigia', [greeting, intro, validity], params.link, 'Confirmar acesso', IGNORE),
  };
}

export function inviteMail(params: { link: string; tenantName: string; inviterName: string | null; expiresAt: Date }): MailContent {
  const who = params.inviterName ? `${params.inviterName} convidou você` : 'Você foi convidado';
  const intro = `${who} para participar da organização "${params.tenantName}" no Vigia.`;
  const until = params.expiresAt.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' });
  const validity = `O convite é válido até ${until} (horário de Brasília).`;
  return {
    subject: `Convite para o Vigia: ${params.tenantName}`,
    text: `Olá!\n\n${intro}\nPara aceitar o convite, abra o link abaixo:\n\n${params.link}\n\n${validity}\n\n${IGNORE}\n`,
    html: layout('Convite para o Vigia', ['Olá!', intro, validity], params.link, 'Aceitar convite', IGNORE),
  };
}
