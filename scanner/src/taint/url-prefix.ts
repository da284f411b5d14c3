/**
 * A URL whose scheme and host are constants (`"https://api.parceiro.com.br/status?conta=" + x`): the
 * request goes to a host the program chose, so what follows cannot make it SSRF or an open redirect.
 */
import { isConst, type Value } from './value.js';

const FIXED_HOST = /^(?:https?:)?\/\/[^/?#]+[/?#]|^\/(?!\/)/;

export function startsWithFixedHost(left: Value): boolean {
  return isConst(left) && typeof left.constant.value === 'string' && FIXED_HOST.test(left.constant.value);
}
