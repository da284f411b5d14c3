import { graphql } from '../../../gql';

export const ScanStatusFieldsFragment = graphql(`
  fragment ScanStatusFields on ScanStatus {
    scanId
    projectId
    hasInProgress
    progress
    stage
    startedAt
    finishedAt
    estimatedCompletion
    etaSeconds
    canResume
    filesTotal
    filesScanned
    findingsCount
    error
    filesSkippedCount
    ...SkippedFilesNotice_status
  }
`);

/** The project's running scan, or its latest one (polled every 10 s while no stream is open). */
export const ScanStatusQuery = graphql(`
  query ScanStatus($tenantId: UUID, $projectId: UUID) {
    scanStatus(tenantId: $tenantId, projectId: $projectId) {
      ...ScanStatusFields
    }
  }
`);

/** Live status of one scan over graphql-sse; ends after the completed or error event. */
export const ScanStatusChangedSubscription = graphql(`
  subscription ScanStatusChanged($scanId: UUID!) {
    scanStatusChanged(scanId: $scanId) {
      ...ScanStatusFields
    }
  }
`);

export const ResumeScanMutation = graphql(`
  mutation ResumeScan($tenantId: UUID, $projectId: UUID, $scanId: UUID!) {
    resumeScan(tenantId: $tenantId, projectId: $projectId, input: { scanId: $scanId }) {
      ...ScanStatusFields
    }
  }
`);
