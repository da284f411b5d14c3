import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultNS, namespaces, resources, ROUTE_NAMESPACES, type RouteNamespace } from './resources';

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

/** Adds the strings of route namespaces (once); resolves when t() can use them. */
export async function loadRouteNamespaces(...names: RouteNamespace[]): Promise<void> {
  await Promise.all(
    names.map(async (name) => {
      if (i18n.hasResourceBundle(LANGUAGE, name)) return;
      const strings = (await ROUTE_NAMESPACES[name]()).default;
      i18n.addResourceBundle(LANGUAGE, name, strings);
    }),
  );
}

/** A lazy route module that renders only once its namespaces are loaded (for React.lazy). */
export function withRouteNamespaces<T>(names: RouteNamespace[], load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadRouteNamespaces(...names)]))[0];
}

export { i18n };
export { namespaces, resources } from './resources';
export type { Namespace } from './resources';
