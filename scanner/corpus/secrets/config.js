module.exports = {
  apiKey: 'q8Zt3mW9xK2pV7nR4sL6yB1cH5dJ0fGa', // vigia-expect: secret-high-entropy
  clientSecret: process.env.CLIENT_SECRET,
  passwordField: 'password_confirmation',
  tokenHeader: 'x-fapi-interaction-id',
  password: 'changeme-please-123',
  // vigia-expect-next: secret-credential-url
  databaseUrl: 'postgres://app:S3nh4Fort3Xyz@db.exemplo.com.br:5432/core',
  databaseUrlEnv: process.env.DATABASE_URL,
};
