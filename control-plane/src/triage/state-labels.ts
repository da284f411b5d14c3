/**
 * The Portuguese name of each triage state where the server writes it itself: the action plan's CSV and
 * PDF and the webhooks' summaries (the web app's names are in its locale files).
 */
export const TRIAGE_STATE_LABEL: Readonly<Record<string, string>> = {
  open: 'Aberto',
  in_review: 'Em análise',
  confirmed: 'Confirmado',
  false_positive: 'Falso positivo',
  accepted_risk: 'Risco aceito',
  fixed: 'Corrigido',
  reopened: 'Reaberto',
};
