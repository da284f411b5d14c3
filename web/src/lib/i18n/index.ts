import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultNS, namespaces, resources } from './resources';

export const LANGUAGE = 'pt-BR';

void i18n.use(initReactI18next).init({
  lng: LANGUAGE,
  fallbackLng: LANGUAGE,
  supportedLngs: [LANGUAGE],
  resources: { [LANGUAGE]: resources },
  ns: namespaces,
  defaultNS,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18n };
export { namespaces, resources } from './resources';
export type { Namespace } from './resources';
