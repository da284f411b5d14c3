import { useTranslation } from 'react-i18next';
import { UrlSearchBox } from '../../../components/UrlSearchBox';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH } from './filters';

/** The findings search box (debounced into the URL). */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <UrlSearchBox
      value={value}
      onSearch={onSearch}
      label={t('filters.searchLabel')}
      placeholder={t('filters.searchPlaceholder')}
      maxLength={SEARCH_MAX_LENGTH}
      debounceMs={SEARCH_DEBOUNCE_MS}
      className="dashboard-search"
      testId="findings-search"
    />
  );
}
