// Código que lê segredos de fora: nada aqui é um segredo no repositório.
export function autenticar(req: { body: { password: string } }) {
  const password = req.body.password.trim();
  const secret = getSecret();
  const senhaBanco = process.env.SENHA_BANCO;
  const tokenPix = config.pix.token;
  const chaveApi = `${process.env.CHAVE_API}`;
  return { password, secret, senhaBanco, tokenPix, chaveApi };
}
// vigia-expect-next: secret-high-entropy
export const senhaPadraoAdmin = 'Qx7#Lm2@Vt9!Rk4$';
declare function getSecret(): string;
declare const config: { pix: { token: string } };
