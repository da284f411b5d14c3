import 'i18next';
import type { allResources } from './all-resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof allResources;
  }
}
