// Validação dos campos do cadastro de chave Pix.
const EMAIL = /^([a-zA-Z0-9_.-]+)+@banco\.com\.br$/; // vigia-expect: regex-redos
const DESCRICAO = new RegExp('^(\\w+\\s?)*$'); // vigia-expect: regex-redos

// Look-alikes: one quantifier per group, optional groups.
const VALOR = /^\d+(,\d{2})?$/;
const TELEFONE = /^\+55(\d{2})\d{8,9}$/;
const CEP = new RegExp('^\\d{5}-?\\d{3}$');

function valido(email, descricao, valor) {
  return EMAIL.test(email) && DESCRICAO.test(descricao) && VALOR.test(valor) && TELEFONE.test(valor) && CEP.test(valor);
}

module.exports = { valido };
