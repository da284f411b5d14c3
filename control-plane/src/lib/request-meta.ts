/** Where a request came from; recorded with sign-ins, magic links and audit entries. */
export interface RequestMeta {
  ip: string | undefined;
  userAgent: string | undefined;
}
