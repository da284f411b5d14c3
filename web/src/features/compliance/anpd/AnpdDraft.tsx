import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import type { ComplianceAnpdTemplateMutation } from '../../../gql/graphql';
import { formatDate, formatNumber } from '../../../lib/format';
import { camelCode, lowerCode } from '../../../lib/enumCodes';

export type AnpdTemplate = NonNullable<ComplianceAnpdTemplateMutation['anpdTemplate']>;
export type AnpdField = AnpdTemplate['fields'][number];

/** Every field of the draft with the text on screen: prefilled values as they are, blanks empty. */
export function initialValues(template: AnpdTemplate): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of template.fields) if (field) values[field.id] = field.source === 'BLANK' ? '' : field.value;
  return values;
}

export interface AnpdDraftProps {
  template: AnpdTemplate;
  onClose: () => void;
  onDownload: (fields: Record<string, string>) => void;
  downloading: boolean;
}

/** The draft "Comunicação de Incidente de Segurança": labelled fields, blanks marked, evidence, limits. */
export default function AnpdDraft({ template, onClose, onDownload, downloading }: AnpdDraftProps) {
  const { t } = useTranslation('compliance');
  const fields = template.fields;
  const [values, setValues] = useState<Record<string, string>>(() => initialValues(template));
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const blanks = fields.filter((f) => !(values[f.id] ?? '').trim()).length;
  const categories = template.evidence.categories;

  return (
    <section className="compliance-section anpd-draft" aria-labelledby="anpd-draft-title" data-testid="anpd-draft">
      <div className="anpd-draft__head">
        <h2 id="anpd-draft-title" className="compliance-section__title" tabIndex={-1} ref={headingRef}>
          {template.title || t('anpd.heading')}
        </h2>
        <Button type="button" size="small" text icon="pi pi-times" label={t('anpd.close')} onClick={onClose} data-testid="anpd-close" />
      </div>
      <dl className="anpd-draft__meta">
        <div>
          <dt>{t('anpd.regulation')}</dt>
          <dd>{template.regulation}</dd>
        </div>
      </dl>
      <p className="anpd-draft__deadline" data-testid="anpd-deadline">
        <i className="pi pi-clock" aria-hidden="true" /> {template.deadline}
      </p>
      <p className="anpd-draft__generated">
        {t('anpd.generatedAt', { date: formatDate(template.generatedAt, true), scanDate: formatDate(template.scanFinishedAt, true) })}
      </p>
      <p>{t('anpd.intro')}</p>

      <form
        className="anpd-draft__form"
        aria-labelledby="anpd-fields-title"
        onSubmit={(event) => {
          event.preventDefault();
          onDownload(values);
        }}
      >
        <h3 id="anpd-fields-title" className="anpd-draft__subtitle">
          {t('anpd.fieldsTitle')} <span className="anpd-draft__blanks" data-testid="anpd-blank-count">({t('anpd.blanks', { count: formatNumber(blanks) })})</span>
        </h3>
        {fields.map((field) => {
          const blank = field.source === 'BLANK';
          const empty = !(values[field.id] ?? '').trim();
          // The DOM keeps the contract's field code (anpd-field-dataIncidente), as the PDF request does.
          const code = camelCode(field.id);
          const inputId = `anpd-field-${code}`;
          return (
            <div key={field.id} className={`anpd-field${blank ? ' anpd-field--blank' : ''}${empty ? ' anpd-field--empty' : ''}`} data-source={lowerCode(field.source)}>
              <label htmlFor={inputId} className="anpd-field__label">
                {field.label}{' '}
                {blank ? (
                  <span className="anpd-field__tag anpd-field__tag--blank" data-testid={`anpd-blank-${code}`}>
                    {t('anpd.toFill')}
                  </span>
                ) : (
                  <span className="anpd-field__tag anpd-field__tag--scan">{t('anpd.fromScan')}</span>
                )}
              </label>
              <textarea
                id={inputId}
                className="p-inputtextarea p-inputtext p-component anpd-field__input"
                rows={field.id === 'DESCRICAO_INCIDENTE' || (values[field.id] ?? '').length > 160 ? 4 : 2}
                value={values[field.id] ?? ''}
                placeholder={blank ? t('anpd.toFill') : undefined}
                aria-describedby={field.hint ? `${inputId}-hint` : undefined}
                maxLength={4000}
                onChange={(event) => setValues((current) => ({ ...current, [field.id]: event.target.value }))}
                data-testid={inputId}
              />
              {field.hint ? (
                <p id={`${inputId}-hint`} className="anpd-field__hint">
                  {field.hint}
                </p>
              ) : null}
            </div>
          );
        })}

        <h3 className="anpd-draft__subtitle">{t('anpd.evidenceTitle')}</h3>
        {template.evidence.lgpdFindings > 0 ? (
          <>
            <p data-testid="anpd-evidence-summary">
              {t('anpd.evidenceSummary', { findings: formatNumber(template.evidence.lgpdFindings), occurrences: formatNumber(template.evidence.occurrences) })}
            </p>
            <ul className="anpd-evidence" data-testid="anpd-evidence">
              {categories.map((category) => (
                <li key={category.id} className="anpd-evidence__category">
                  <strong>{category.label}</strong>{' '}
                  <span>{t('anpd.categoryCounts', { findings: formatNumber(category.findings), occurrences: formatNumber(category.occurrences) })}</span>
                  {category.samples.length > 0 ? (
                    <ul className="anpd-evidence__samples">
                      {category.samples.map((sample, i) =>
                        sample ? (
                          <li key={`${sample.file}:${sample.line}:${i}`}>
                            <code>
                              {sample.file}:{sample.line}
                            </code>{' '}
                            {sample.rule} ({t(`severity.${lowerCode(sample.severity)}`)})
                          </li>
                        ) : null,
                      )}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p>{t('anpd.noEvidence')}</p>
        )}

        <div className="compliance-disclaimer" data-testid="anpd-disclaimer">
          <p>{template.disclaimer || t('disclaimer.default')}</p>
        </div>

        <div className="anpd-draft__actions">
          <Button
            type="submit"
            icon="pi pi-file-pdf"
            label={downloading ? t('report.downloading') : t('anpd.download')}
            aria-label={t('anpd.downloadAria')}
            loading={downloading}
            disabled={downloading}
            data-testid="anpd-download"
          />
        </div>
      </form>
    </section>
  );
}
