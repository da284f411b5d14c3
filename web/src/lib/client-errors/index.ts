export { ClientErrorLogger, clientErrors } from './logger';
export type { ClientErrorEntry, ClientErrorLevel, ClientErrorSender } from './logger';
