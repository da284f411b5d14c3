import { expect, test } from 'vitest';
import nodemailer from 'nodemailer';
import { linkIn, startTestSmtp, tokenIn } from './smtp.mjs';

test('decodes what nodemailer sends: quoted-printable accents, encoded subject, the link of the HTML part', async () => {
  const smtp = await startTestSmtp();
  try {
    const transport = nodemailer.createTransport({ url: smtp.url, tls: { rejectUnauthorized: false }, ignoreTLS: true });
    const link = 'http://localhost:4000/auth/callback?token=Abc_123-xyz';
    await transport.sendMail({
      from: 'Vigia <nao-responda@vigia.local>',
      to: 'Ana@Banco.com.br',
      subject: 'Seu link de acesso ao Vigia — válido por 15 minutos',
      text: `Olá, Ana! Use o link: ${link} (não compartilhe). ${'ação '.repeat(30)}`,
      html: `<p>Olá, Ana!</p><p><a href="${link}">Entrar</a></p>`,
    });
    const mail = await smtp.nextMessage('ana@banco.com.br');
    expect(mail.subject).toBe('Seu link de acesso ao Vigia — válido por 15 minutos');
    expect(mail.text).toMatch(/Olá, Ana!/);
    expect(mail.text).toMatch(/não compartilhe/);
    expect(linkIn(mail)).toBe(link);
    expect(tokenIn(mail)).toBe('Abc_123-xyz');
    expect(tokenIn(mail, '/auth/invite/accept')).toBeUndefined();
    expect(await smtp.noMessage('ana@banco.com.br', 50)).toBe(true);
  } finally {
    await smtp.close();
  }
});
