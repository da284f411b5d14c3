// Código que só parece segredo: expressões, variáveis de ambiente, placeholders e textos traduzidos.
export function autenticar(req: { body: { password: string } }, getSecret: () => string) {
  const password = req.body.password.trim();
  const secret = getSecret();
  const chaveApi = process.env.CHAVE_API;
  const tokenPix = `${process.env.PIX_TOKEN}`;
  const senhaBanco = '<sua-senha>';
  const senhaPadrao = 'changeme';
  const secretHash = 'd41d8cd98f00b204e9800998ecf8427e';
  const mensagemSenha = 'Não foi possível validar a senha informada';
  // vigia-expect-next: secret-high-entropy
  const chaveApiLegada = 'Lq4Wn8Zt2Vx6Pr9Ks3Hy7Jm5';
  return { password, secret, chaveApi, tokenPix, senhaBanco, senhaPadrao, secretHash, mensagemSenha, chaveApiLegada };
}
