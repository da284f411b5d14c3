/* eslint-disable -- deliberately vulnerable fixture: the quality corpus of the scanner. */
import type { FastifyReply } from 'fastify';
export function entrar(reply: FastifyReply, token: string): void {
  reply.setCookie('sessao', token, { httpOnly: true, secure: false, path: '/' }); // vigia-expect: cookie-insecure
  reply.setCookie('sessao', token, { httpOnly: true, secure: true, path: '/' });
  const opcoes = { secure: false };
  reply.send({ opcoes });
}
