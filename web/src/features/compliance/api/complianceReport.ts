import { graphql } from '../../../gql';

/** Spec §7: the scan's COMPLIANCE_JSON artifact, listed with page size 1. */
export const ComplianceArtifactQuery = graphql(`
  query ComplianceArtifact($projectId: UUID!, $scanId: UUID!) {
    listArtifacts(projectId: $projectId, scanId: $scanId, kinds: COMPLIANCE_JSON, pageSize: 1) {
      total
      items {
        id
        kind
        scanId
        createdAt
      }
    }
  }
`);

/**
 * The parts of compliance.json the page shows, each read whole by its JSON Pointer in one request;
 * `findings` (every finding, large) is never fetched.
 */
export const ComplianceReportQuery = graphql(`
  query ComplianceReport($projectId: UUID!, $artifactId: UUID!) {
    summary: viewArtifact(projectId: $projectId, artifactId: $artifactId, path: "/summary", whole: true) {
      document
    }
    domains: viewArtifact(projectId: $projectId, artifactId: $artifactId, path: "/domains", whole: true) {
      document
    }
    violationsByNorm: viewArtifact(projectId: $projectId, artifactId: $artifactId, path: "/violationsByNorm", whole: true) {
      document
    }
    articles: viewArtifact(projectId: $projectId, artifactId: $artifactId, path: "/articles", whole: true) {
      document
    }
    regime: viewArtifact(projectId: $projectId, artifactId: $artifactId, path: "/regime", whole: true) {
      document
    }
    disclaimer: viewArtifact(projectId: $projectId, artifactId: $artifactId, path: "/disclaimer", whole: true) {
      document
    }
  }
`);
