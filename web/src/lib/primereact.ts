import { addLocale, locale } from 'primereact/api';
import { pt_BR } from 'primelocale/js/pt_BR.js';

/** PrimeReact's own strings (paginator, dialogs, calendars) in pt-BR. */
export function setupPrimeReactLocale(): void {
  addLocale('pt-BR', pt_BR as Parameters<typeof addLocale>[1]);
  locale('pt-BR');
}
