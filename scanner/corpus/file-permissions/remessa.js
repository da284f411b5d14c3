// Gravação dos arquivos de remessa CNAB.
const fs = require('fs');

function gravarRemessa(caminho, conteudo) {
  fs.writeFileSync(caminho, conteudo, { mode: 0o666 }); // vigia-expect: file-permissions-permissive
  fs.chmodSync(caminho, 0o777); // vigia-expect: file-permissions-permissive
  fs.mkdirSync('/srv/remessas', { recursive: true, mode: 0o777 }); // vigia-expect: file-permissions-permissive
  process.umask(0); // vigia-expect: file-permissions-permissive
}

// Look-alikes: owner-only modes.
function gravarSeguro(caminho, conteudo) {
  fs.writeFileSync(caminho, conteudo, { mode: 0o600 });
  fs.chmodSync(caminho, 0o640);
  fs.mkdirSync('/srv/remessas', { recursive: true, mode: 0o750 });
  process.umask(0o077);
}

module.exports = { gravarRemessa, gravarSeguro };

function abrirRemessa(caminho) {
  const fd = fs.openSync(caminho, 'w', 0o666); // vigia-expect: file-permissions-permissive
  fs.mkdirSync('/srv/retorno', 0o777); // vigia-expect: file-permissions-permissive
  // Look-alikes: owner-only.
  const seguro = fs.openSync(caminho, 'w', 0o600);
  fs.mkdirSync('/srv/retorno', 0o700);
  return [fd, seguro];
}

module.exports.abrirRemessa = abrirRemessa;
