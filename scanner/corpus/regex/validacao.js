// Validação dos campos do cadastro de chave Pix.
const EMAIL = /^([a-zA-Z0-9_.-]+)+@banco\.com\.br$/; // vigia-expect: regex-redos
const DESCRICAO = new RegExp('^(\\w+\\s?)*$'); // vigia-expect: regex-redos

// Look-alikes: one quantifier per group, optional groups.
const VALOR = /^\d+(,\d{2})?$/;
const TELEFONE = /^\+55(\d{2})\d{8,9}$/;
const CEP = new RegExp('^\\d{5}-?\\d{3}$');
// A repeated group that ends in a mandatory separator cannot backtrack exponentially.
const DOMINIO = /^(?:[\w-]+\.)+br$/;
const LISTA = /^\d+(?:\s*,\s*\d+)*$/;

function valido(email, descricao, valor) {
  return EMAIL.test(email) && DESCRICAO.test(descricao) && VALOR.test(valor) && TELEFONE.test(valor) && CEP.test(valor) && DOMINIO.test(email) && LISTA.test(valor);
}

module.exports = { valido };
