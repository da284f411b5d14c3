import { useCallback, useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { useFreshOptions } from '../../../lib/apollo';
import { ComplianceTrendQuery } from '../api/complianceTrend';
import { ComplianceArtifactQuery, ComplianceReportQuery } from '../api/complianceReport';
import type { ComplianceTrendQuery as ComplianceTrendQueryResult } from '../../../gql/graphql';
import { parseReport, type ComplianceReportData } from './report';
import { isNoReportError } from './complianceError';

/** The trend covers the last 10 completed scans (the API's default). */
export const TREND_LIMIT = 10;

/** One scan of the trend (generated type of the query). */
export type TrendPoint = NonNullable<ComplianceTrendQueryResult['complianceTrend']>['points'][number];

export interface ComplianceReportState {
  points: TrendPoint[];
  /** The scan shown: the URL's, else the latest completed one. */
  scanId: string | null;
  report: ComplianceReportData | null;
  loading: boolean;
  /** No completed scan, no COMPLIANCE_JSON, or a 404. */
  empty: boolean;
  error: unknown;
  retry: () => void;
}

/**
 * Trend → COMPLIANCE_JSON of the scan (list, page size 1) → its parts (view, whole, aliased). Each
 * step is served from the cache while younger than the compliance freshness (10 min, spec §9).
 */
export function useComplianceReport(tenantId: string | null, projectId: string, urlScanId: string | null): ComplianceReportState {
  const trendVars = useMemo(() => ({ tenantId, projectId, limit: TREND_LIMIT }), [tenantId, projectId]);
  const trendFresh = useFreshOptions(ComplianceTrendQuery, trendVars, 'compliance');
  const trend = useQuery(ComplianceTrendQuery, { variables: trendVars, ...trendFresh });
  const points = useMemo(
    () => trend.data?.complianceTrend?.points ?? [],
    [trend.data],
  );
  const scanId = urlScanId ?? points.at(-1)?.scanId ?? null;

  const artifactVars = useMemo(() => ({ projectId, scanId: scanId ?? '' }), [projectId, scanId]);
  const artifactFresh = useFreshOptions(ComplianceArtifactQuery, artifactVars, 'compliance');
  const artifact = useQuery(ComplianceArtifactQuery, { variables: artifactVars, skip: !scanId, ...artifactFresh });
  const artifactId = artifact.data?.listArtifacts?.items.find((item) => item?.kind === 'COMPLIANCE_JSON')?.id ?? artifact.data?.listArtifacts?.items[0]?.id ?? null;

  const reportVars = useMemo(() => ({ projectId, artifactId: artifactId ?? '' }), [projectId, artifactId]);
  const viewFresh = useFreshOptions(ComplianceReportQuery, reportVars, 'compliance');
  const view = useQuery(ComplianceReportQuery, { variables: reportVars, skip: !artifactId, ...viewFresh });

  const report = useMemo(() => {
    const data = view.data;
    if (!data) return null;
    return parseReport({
      summary: data.summary?.document,
      domains: data.domains?.document,
      violationsByNorm: data.violationsByNorm?.document,
      articles: data.articles?.document,
      regime: data.regime?.document,
      disclaimer: data.disclaimer?.document,
    });
  }, [view.data]);

  const firstError = trend.error ?? artifact.error ?? view.error;
  const noReport = firstError ? isNoReportError(firstError) : false;
  const trendDone = trend.data !== undefined && !trend.error;
  const artifactDone = artifact.data !== undefined && !artifact.error;
  const empty =
    noReport ||
    (trendDone && !scanId) ||
    (artifactDone && !artifactId && !artifact.loading);

  const { refetch: refetchTrend } = trend;
  const { refetch: refetchArtifact } = artifact;
  const { refetch: refetchView } = view;
  const trendError = trend.error;
  const artifactError = artifact.error;
  const retry = useCallback(() => {
    const quiet = (promise: Promise<unknown>) => void promise.catch(() => undefined);
    if (trendError) quiet(refetchTrend());
    else if (artifactError) quiet(refetchArtifact());
    else quiet(refetchView());
  }, [trendError, artifactError, refetchTrend, refetchArtifact, refetchView]);

  return {
    points,
    scanId,
    report: empty ? null : report,
    loading: !empty && !firstError && !report && (trend.loading || artifact.loading || view.loading || (Boolean(artifactId) && !view.data)),
    empty,
    error: empty ? undefined : firstError,
    retry,
  };
}
