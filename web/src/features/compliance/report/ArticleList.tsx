import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { articlesByFramework, SEVERITIES, type ArticleGroup } from './report';

const DOMAIN_KEYS = ['lgpd', 'bacen', 'security', 'open_finance'] as const;

function Article({ article, index }: { article: ArticleGroup; index: string }) {
  const { t } = useTranslation('compliance');
  const [open, setOpen] = useState(false);
  const samplesId = `compliance-article-samples-${index}`;
  const severities = SEVERITIES.filter((s) => (article.bySeverity[s] ?? 0) > 0);
  return (
    <li className="compliance-article" data-testid="compliance-article" data-ref={article.ref}>
      <div className="compliance-article__head">
        <h4 className="compliance-article__ref">{article.ref}</h4>
        <p className="compliance-article__counts">
          {t('articles.findings', { formatted: formatNumber(article.count) })}
          {' · '}
          {t('articles.occurrences', { formatted: formatNumber(article.occurrences) })}
        </p>
      </div>
      {article.summary ? <p className="compliance-article__summary">{article.summary}</p> : null}
      {severities.length > 0 ? (
        <ul className="compliance-article__severities" aria-label={t('articles.severityLabel')}>
          {severities.map((s) => (
            <li key={s} className={`severity-pill severity-pill--${s}`} data-testid={`compliance-article-severity-${s}`}>
              {t(`severity.${s}`)} {formatNumber(article.bySeverity[s] ?? 0)}
            </li>
          ))}
        </ul>
      ) : null}
      {article.samples.length > 0 ? (
        <>
          <button
            type="button"
            className="p-button p-button-text p-button-sm compliance-article__toggle"
            aria-expanded={open}
            aria-controls={samplesId}
            aria-label={open ? t('articles.hide', { ref: article.ref }) : t('articles.show', { ref: article.ref })}
            onClick={() => setOpen((value) => !value)}
            data-testid="compliance-article-toggle"
          >
            <i className={open ? 'pi pi-chevron-down' : 'pi pi-chevron-right'} aria-hidden="true" />{' '}
            {open ? t('articles.hideShort') : t('articles.showShort', { formatted: formatNumber(article.samples.length) })}
          </button>
          {open ? (
            <ul id={samplesId} className="compliance-article__samples" aria-label={t('articles.samplesOf', { ref: article.ref })} data-testid="compliance-article-samples">
              {article.samples.map((sample, i) => (
                <li key={sample.id || `${sample.file}:${sample.line}:${i}`} className="compliance-sample">
                  <code className="compliance-sample__location" data-testid="compliance-sample-location">
                    {sample.file}:{sample.line}
                  </code>{' '}
                  <span className={`severity-pill severity-pill--${sample.severity}`}>{SEVERITIES.includes(sample.severity as never) ? t(`severity.${sample.severity as (typeof SEVERITIES)[number]}`) : sample.severity}</span>{' '}
                  <span className="compliance-sample__rule">{sample.rule}</span>
                  {sample.message ? <span className="compliance-sample__message">{sample.message}</span> : null}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </li>
  );
}

/** The findings grouped by article or control (`articles` of compliance.json), by framework. */
export function ArticleList({ articles }: { articles: readonly ArticleGroup[] }) {
  const { t } = useTranslation('compliance');
  const groups = articlesByFramework(articles);
  const frameworkLabel = (framework: string) => {
    const domain = DOMAIN_KEYS.find((d) => d === framework);
    return domain ? t(`domains.${domain}`) : t('domains.other');
  };
  return (
    <section className="compliance-section compliance-articles" aria-labelledby="compliance-articles-title">
      <h2 id="compliance-articles-title" className="compliance-section__title">
        {t('articles.title')}
      </h2>
      {groups.length === 0 ? <p>{t('articles.none')}</p> : null}
      {groups.map((group) => (
        <div key={group.framework} className="compliance-articles__group" data-testid={`compliance-articles-${group.framework}`}>
          <h3 className="compliance-articles__framework">{frameworkLabel(group.framework)}</h3>
          <ul className="compliance-articles__list">
            {group.articles.map((article, i) => (
              <Article key={`${article.ref}-${i}`} article={article} index={`${group.framework}-${i}`} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
