// Testes de um cliente Pix: dados assinados, valores declarados falsos e tokens truncados não são segredos;
// um JWT que identifica o cliente é.
export const corpoAssinado = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ2YWxvciI6MTUwLjUsIm1vZWRhIjoiQlJMIiwic3RhdHVzIjoibGlxdWlkYWRvIn0.kvRPfjAhLhtRTczoRgctVGp7KY1QVH3UBZM-gM0x8ec';
export const tokenInvalido = 'Wq7Xn2Lp9Rv4Kt8Zb3Hm6Jd1';
export const senhaErrada = 'S3nh@Err4da-N4o!Aceita';
export const exemploDocumentacao = 'GITHUB_TOKEN=ghp_abc123def456ghi789jkl';
export const chaveModelo = 'chave_api: 9876-9876-9876-9876-5432';
// vigia-expect-next: secret-provider-token
export const tokenCliente = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJjbGllbnRlLTQyIiwicGVyZmlsIjoib3BlcmFkb3IiLCJleHAiOjE5MDAwMDAwMDB9.Hq3Nw8Zt2Vx6Pr9Ks3Hy7Jm5Lq4Wn8Zt2Vx6Pr9Ks3H';
// vigia-expect-next: secret-high-entropy
export const tokenValido = 'Lq4Wn8Zt2Vx6Pr9Ks3Hy7Jm5';
