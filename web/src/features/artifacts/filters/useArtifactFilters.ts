import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { applyFilterChange, parseFilters, writeFilters, type ArtifactFilters, type FilterChange } from './filters';

/** The artifacts filters read from and written to the URL (replace: no history entry per keystroke). */
export function useArtifactFilters(): { filters: ArtifactFilters; change: (change: FilterChange) => void } {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);
  const change = useCallback(
    (next: FilterChange) => {
      setParams((current) => writeFilters(current, applyFilterChange(parseFilters(current), next)), { replace: true });
    },
    [setParams],
  );
  return { filters, change };
}
