/* eslint-disable -- deliberately vulnerable fixture: the quality corpus of the scanner. */
import jwt from 'jsonwebtoken';
const CHAVE_SESSAO = 'sessao-pix-interna';
const EMISSOR = 'https://auth.banco.com.br';
export function valida(token: string): unknown {
  return jwt.verify(token, CHAVE_SESSAO); // vigia-expect: credential-hardcoded
}
export function validaSeguro(token: string, chavePublica: string): unknown {
  return jwt.verify(token, chavePublica, { algorithms: ['RS256'], issuer: EMISSOR });
}
