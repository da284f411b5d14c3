function lerCpf(req) {
  return req.query.cpf;
}

function somenteNumeros(valor) {
  return String(parseInt(valor, 10));
}

module.exports = { lerCpf, somenteNumeros };
