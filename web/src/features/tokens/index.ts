export { ProjectTokens } from './ProjectTokens';
export type { ProjectTokensProps } from './ProjectTokens';
export { CreateTokenForm, DEFAULT_TOKEN_DAYS } from './CreateTokenForm';
export type { CreateTokenFormProps, CreatedToken } from './CreateTokenForm';
export { TokenSecret } from './TokenSecret';
export type { TokenSecretProps } from './TokenSecret';
