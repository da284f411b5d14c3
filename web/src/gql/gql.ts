/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query ArtifactsList(\n    $projectId: UUID!\n    $page: PositiveInt!\n    $pageSize: PositiveInt!\n    $scanId: UUID\n    $kinds: [ArtifactKind!]\n    $search: SearchText\n  ) {\n    listArtifacts(projectId: $projectId, page: $page, pageSize: $pageSize, scanId: $scanId, kinds: $kinds, search: $search) {\n      total\n      page\n      pageSize\n      items {\n        id\n        ...ArtifactRow_artifact\n      }\n    }\n  }\n": typeof types.ArtifactsListDocument,
    "\n  mutation SignArtifact($projectId: UUID!, $artifactId: UUID!) {\n    signArtifact(projectId: $projectId, artifactId: $artifactId) {\n      signedUrl\n      expiresAt\n    }\n  }\n": typeof types.SignArtifactDocument,
    "\n  query ArtifactLines($projectId: UUID!, $artifactId: UUID!, $page: PositiveInt!, $pageSize: PositiveInt!) {\n    viewArtifact(projectId: $projectId, artifactId: $artifactId, mode: lines, page: $page, pageSize: $pageSize) {\n      page\n      pageSize\n      totalLines\n      lines {\n        number\n        text\n        truncated\n      }\n    }\n  }\n": typeof types.ArtifactLinesDocument,
    "\n  query ArtifactTree($projectId: UUID!, $artifactId: UUID!, $path: JsonPointer!, $page: PositiveInt!, $pageSize: PositiveInt!) {\n    viewArtifact(projectId: $projectId, artifactId: $artifactId, mode: tree, path: $path, page: $page, pageSize: $pageSize) {\n      path\n      page\n      pageSize\n      totalChildren\n      node {\n        pointer\n        key\n        index\n        type\n        size\n        value\n        truncated\n      }\n      children {\n        pointer\n        key\n        index\n        type\n        size\n        value\n        truncated\n      }\n    }\n  }\n": typeof types.ArtifactTreeDocument,
    "\n  fragment ArtifactRow_artifact on Artifact {\n    id\n    kind\n    name\n    contentType\n    sizeBytes\n    scanId\n    createdAt\n  }\n": typeof types.ArtifactRow_ArtifactFragmentDoc,
    "\n  mutation AcceptInvite($input: AcceptInviteRequestInput!) {\n    acceptInvite(input: $input) {\n      success\n      user {\n        id\n        name\n        email\n      }\n    }\n  }\n": typeof types.AcceptInviteDocument,
    "\n  mutation Logout {\n    logout {\n      success\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  mutation RequestMagicLink($input: MagicLinkRequestInput!) {\n    requestMagicLink(input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.RequestMagicLinkDocument,
    "\n  mutation Signup($input: SignupRequestInput!) {\n    signup(input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.SignupDocument,
    "\n  query VerifyMagicLink($token: LinkToken!) {\n    verifyMagicLink(token: $token) {\n      success\n      requiresMFA\n      userId\n      message\n      redirectTo\n      user {\n        id\n        name\n        email\n      }\n    }\n  }\n": typeof types.VerifyMagicLinkDocument,
    "\n  query VerifyToken {\n    verifyToken {\n      valid\n      kind\n      projectId\n      projectName\n      tenantId\n      expiresAt\n    }\n  }\n": typeof types.VerifyTokenDocument,
    "\n  query Whoami {\n    whoami {\n      csrfToken\n      user {\n        id\n        name\n        email\n        role\n        roles\n        tenantId\n        projectIds\n        projectRoles {\n          projectId\n          role\n        }\n        isActive\n      }\n      session {\n        id\n        authMode\n        expiresAt\n      }\n      tenants {\n        tenantId\n        tenantName\n        roles\n      }\n    }\n  }\n": typeof types.WhoamiDocument,
    "\n  mutation ComplianceAnpdTemplate($tenantId: UUID, $projectId: UUID!, $scanId: UUID!) {\n    anpdTemplate(tenantId: $tenantId, projectId: $projectId, scanId: $scanId) {\n      title\n      regulation\n      projectName\n      scanId\n      scanFinishedAt\n      regime\n      generatedAt\n      deadline\n      fields {\n        id\n        label\n        value\n        source\n        hint\n      }\n      evidence {\n        lgpdFindings\n        occurrences\n        categories {\n          id\n          label\n          findings\n          occurrences\n          samples {\n            file\n            line\n            rule\n            severity\n          }\n        }\n      }\n      disclaimer\n    }\n  }\n": typeof types.ComplianceAnpdTemplateDocument,
    "\n  query ComplianceArtifact($projectId: UUID!, $scanId: UUID!) {\n    listArtifacts(projectId: $projectId, scanId: $scanId, kinds: COMPLIANCE_JSON, pageSize: 1) {\n      total\n      items {\n        id\n        kind\n        scanId\n        createdAt\n      }\n    }\n  }\n": typeof types.ComplianceArtifactDocument,
    "\n  query ComplianceReport($projectId: UUID!, $artifactId: UUID!) {\n    summary: viewArtifact(projectId: $projectId, artifactId: $artifactId, path: \"/summary\", whole: true) {\n      document\n    }\n    domains: viewArtifact(projectId: $projectId, artifactId: $artifactId, path: \"/domains\", whole: true) {\n      document\n    }\n    violationsByNorm: viewArtifact(projectId: $projectId, artifactId: $artifactId, path: \"/violationsByNorm\", whole: true) {\n      document\n    }\n    articles: viewArtifact(projectId: $projectId, artifactId: $artifactId, path: \"/articles\", whole: true) {\n      document\n    }\n    regime: viewArtifact(projectId: $projectId, artifactId: $artifactId, path: \"/regime\", whole: true) {\n      document\n    }\n    disclaimer: viewArtifact(projectId: $projectId, artifactId: $artifactId, path: \"/disclaimer\", whole: true) {\n      document\n    }\n  }\n": typeof types.ComplianceReportDocument,
    "\n  query ComplianceTrend($tenantId: UUID, $projectId: UUID!, $limit: PositiveInt) {\n    complianceTrend(tenantId: $tenantId, projectId: $projectId, limit: $limit) {\n      projectId\n      points {\n        scanId\n        finishedAt\n        regime\n        totalFindings\n        scores {\n          lgpd\n          bacen\n          security\n          open_finance\n          overall\n        }\n      }\n    }\n  }\n": typeof types.ComplianceTrendDocument,
    "\n  query ComplianceTenantRegime {\n    listTenants {\n      tenants {\n        id\n        bacenRegime\n      }\n    }\n  }\n": typeof types.ComplianceTenantRegimeDocument,
    "\n  mutation ComplianceUpdateTenantRegime($tenantId: UUID!, $bacenRegime: ComplianceRegime!) {\n    updateTenant(tenantId: $tenantId, input: { bacenRegime: $bacenRegime }) {\n      id\n      bacenRegime\n    }\n  }\n": typeof types.ComplianceUpdateTenantRegimeDocument,
    "\n  query DashboardFindings(\n    $tenantId: UUID\n    $projectId: UUID\n    $page: PositiveInt!\n    $pageSize: PositiveInt!\n    $severity: [Severity!]\n    $q: SearchText\n    $sortBy: FindingSortField\n    $sortOrder: SortOrder\n  ) {\n    latestFindings(\n      tenantId: $tenantId\n      projectId: $projectId\n      page: $page\n      pageSize: $pageSize\n      severity: $severity\n      q: $q\n      sortBy: $sortBy\n      sortOrder: $sortOrder\n    ) {\n      scanId\n      scanFinishedAt\n      page\n      pageSize\n      summary {\n        ...DashboardSummary_summary\n      }\n      findings {\n        id\n        ...FindingsTable_finding\n      }\n    }\n  }\n": typeof types.DashboardFindingsDocument,
    "\n  fragment DashboardSummary_summary on FindingsSummary {\n    total\n    totalIsEstimate\n    bySeverity {\n      key\n      count\n    }\n    byFramework {\n      key\n      count\n    }\n  }\n": typeof types.DashboardSummary_SummaryFragmentDoc,
    "\n  fragment FindingRow_finding on Finding {\n    id\n    file\n    line\n    column\n    message\n    severity\n    rule\n    category\n    framework\n    cwe\n    snippet\n    count\n    nonApplicable\n    law {\n      citations {\n        framework\n        ref\n        text\n      }\n    }\n    trace {\n      ...FindingTrace_step\n    }\n    meta {\n      regulatory {\n        cwe\n        bacenControls\n        lgpdArticles\n        openFinance\n      }\n    }\n  }\n": typeof types.FindingRow_FindingFragmentDoc,
    "\n  fragment FindingsTable_finding on Finding {\n    id\n    ...FindingRow_finding\n  }\n": typeof types.FindingsTable_FindingFragmentDoc,
    "\n  fragment FindingTrace_step on TraceStep {\n    file\n    line\n    column\n    kind\n    note\n  }\n": typeof types.FindingTrace_StepFragmentDoc,
    "\n  mutation OnboardingCreateRunToken($tenantId: UUID!, $input: CreateTokenRequestInput!) {\n    createTenantToken(tenantId: $tenantId, input: $input) {\n      secret\n      token {\n        id\n        name\n        prefix\n        projectId\n        expiresAt\n      }\n    }\n  }\n": typeof types.OnboardingCreateRunTokenDocument,
    "\n  mutation OnboardingGenerateCiTemplate($input: CiTemplateRequestInput!) {\n    generateCiTemplate(input: $input) {\n      platform\n      path\n      content\n      secretName\n      zipFileName\n      instructions\n    }\n  }\n": typeof types.OnboardingGenerateCiTemplateDocument,
    "\n  query OnboardingCurlCommand($tenantId: UUID, $projectId: UUID) {\n    scanCurlCommand(tenantId: $tenantId, projectId: $projectId) {\n      command\n    }\n  }\n": typeof types.OnboardingCurlCommandDocument,
    "\n  fragment ProjectsTable_project on Project {\n    id\n    tenantId\n    name\n    description\n    environments\n    isActive\n    createdAt\n  }\n": typeof types.ProjectsTable_ProjectFragmentDoc,
    "\n  mutation CreateProject($tenantId: UUID, $input: CreateProjectRequestInput!) {\n    createProject(tenantId: $tenantId, input: $input) {\n      id\n      name\n      ...ProjectsTable_project\n    }\n  }\n": typeof types.CreateProjectDocument,
    "\n  query ProjectsPage($tenantId: UUID, $page: PositiveInt!, $pageSize: PositiveInt!, $search: SearchText, $isActive: Boolean) {\n    listProjects(tenantId: $tenantId, page: $page, pageSize: $pageSize, search: $search, isActive: $isActive) {\n      total\n      page\n      pageSize\n      projects {\n        id\n        ...ProjectsTable_project\n      }\n    }\n  }\n": typeof types.ProjectsPageDocument,
    "\n  mutation UpdateProject($projectId: UUID!, $input: UpdateProjectRequestInput!) {\n    updateProject(projectId: $projectId, input: $input) {\n      id\n      ...ProjectsTable_project\n    }\n  }\n": typeof types.UpdateProjectDocument,
    "\n  fragment QuotaIndicator_usage on UsageSummary {\n    used\n    limit\n    percent\n    warnings\n  }\n": typeof types.QuotaIndicator_UsageFragmentDoc,
    "\n  fragment ScanStatusFields on ScanStatus {\n    scanId\n    projectId\n    hasInProgress\n    progress\n    stage\n    startedAt\n    finishedAt\n    estimatedCompletion\n    etaSeconds\n    canResume\n    filesTotal\n    filesScanned\n    findingsCount\n    error\n  }\n": typeof types.ScanStatusFieldsFragmentDoc,
    "\n  query ScanStatus($tenantId: UUID, $projectId: UUID) {\n    scanStatus(tenantId: $tenantId, projectId: $projectId) {\n      ...ScanStatusFields\n    }\n  }\n": typeof types.ScanStatusDocument,
    "\n  subscription ScanStatusChanged($scanId: UUID!) {\n    scanStatusChanged(scanId: $scanId) {\n      ...ScanStatusFields\n    }\n  }\n": typeof types.ScanStatusChangedDocument,
    "\n  mutation ResumeScan($tenantId: UUID, $projectId: UUID, $scanId: UUID!) {\n    resumeScan(tenantId: $tenantId, projectId: $projectId, input: { scanId: $scanId }) {\n      ...ScanStatusFields\n    }\n  }\n": typeof types.ResumeScanDocument,
    "\n  query WorkspaceProjects($tenantId: UUID) {\n    listProjects(tenantId: $tenantId, page: 1, pageSize: 100) {\n      total\n      projects {\n        id\n        tenantId\n        name\n        isActive\n      }\n    }\n  }\n": typeof types.WorkspaceProjectsDocument,
    "\n  query WorkspaceTenants {\n    listTenants {\n      tenants {\n        id\n        name\n        isActive\n      }\n    }\n  }\n": typeof types.WorkspaceTenantsDocument,
    "\n  query WorkspaceUsage($tenantId: UUID, $projectId: UUID) {\n    usageSummary(tenantId: $tenantId, projectId: $projectId) {\n      tenantId\n      month\n      percent\n      ...QuotaIndicator_usage\n    }\n  }\n": typeof types.WorkspaceUsageDocument,
    "\n  mutation ReportClientErrors($input: ClientErrorBatchInput!) {\n    reportClientErrors(input: $input) {\n      accepted\n    }\n  }\n": typeof types.ReportClientErrorsDocument,
};
const documents: Documents = {
    "\n  query ArtifactsList(\n    $projectId: UUID!\n    $page: PositiveInt!\n    $pageSize: PositiveInt!\n    $scanId: UUID\n    $kinds: [ArtifactKind!]\n    $search: SearchText\n  ) {\n    listArtifacts(projectId: $projectId, page: $page, pageSize: $pageSize, scanId: $scanId, kinds: $kinds, search: $search) {\n      total\n      page\n      pageSize\n      items {\n        id\n        ...ArtifactRow_artifact\n      }\n    }\n  }\n": types.ArtifactsListDocument,
    "\n  mutation SignArtifact($projectId: UUID!, $artifactId: UUID!) {\n    signArtifact(projectId: $projectId, artifactId: $artifactId) {\n      signedUrl\n      expiresAt\n    }\n  }\n": types.SignArtifactDocument,
    "\n  query ArtifactLines($projectId: UUID!, $artifactId: UUID!, $page: PositiveInt!, $pageSize: PositiveInt!) {\n    viewArtifact(projectId: $projectId, artifactId: $artifactId, mode: lines, page: $page, pageSize: $pageSize) {\n      page\n      pageSize\n      totalLines\n      lines {\n        number\n        text\n        truncated\n      }\n    }\n  }\n": types.ArtifactLinesDocument,
    "\n  query ArtifactTree($projectId: UUID!, $artifactId: UUID!, $path: JsonPointer!, $page: PositiveInt!, $pageSize: PositiveInt!) {\n    viewArtifact(projectId: $projectId, artifactId: $artifactId, mode: tree, path: $path, page: $page, pageSize: $pageSize) {\n      path\n      page\n      pageSize\n      totalChildren\n      node {\n        pointer\n        key\n        index\n        type\n        size\n        value\n        truncated\n      }\n      children {\n        pointer\n        key\n        index\n        type\n        size\n        value\n        truncated\n      }\n    }\n  }\n": types.ArtifactTreeDocument,
    "\n  fragment ArtifactRow_artifact on Artifact {\n    id\n    kind\n    name\n    contentType\n    sizeBytes\n    scanId\n    createdAt\n  }\n": types.ArtifactRow_ArtifactFragmentDoc,
    "\n  mutation AcceptInvite($input: AcceptInviteRequestInput!) {\n    acceptInvite(input: $input) {\n      success\n      user {\n        id\n        name\n        email\n      }\n    }\n  }\n": types.AcceptInviteDocument,
    "\n  mutation Logout {\n    logout {\n      success\n    }\n  }\n": types.LogoutDocument,
    "\n  mutation RequestMagicLink($input: MagicLinkRequestInput!) {\n    requestMagicLink(input: $input) {\n      success\n      message\n    }\n  }\n": types.RequestMagicLinkDocument,
    "\n  mutation Signup($input: SignupRequestInput!) {\n    signup(input: $input) {\n      success\n      message\n    }\n  }\n": types.SignupDocument,
    "\n  query VerifyMagicLink($token: LinkToken!) {\n    verifyMagicLink(token: $token) {\n      success\n      requiresMFA\n      userId\n      message\n      redirectTo\n      user {\n        id\n        name\n        email\n      }\n    }\n  }\n": types.VerifyMagicLinkDocument,
    "\n  query VerifyToken {\n    verifyToken {\n      valid\n      kind\n      projectId\n      projectName\n      tenantId\n      expiresAt\n    }\n  }\n": types.VerifyTokenDocument,
    "\n  query Whoami {\n    whoami {\n      csrfToken\n      user {\n        id\n        name\n        email\n        role\n        roles\n        tenantId\n        projectIds\n        projectRoles {\n          projectId\n          role\n        }\n        isActive\n      }\n      session {\n        id\n        authMode\n        expiresAt\n      }\n      tenants {\n        tenantId\n        tenantName\n        roles\n      }\n    }\n  }\n": types.WhoamiDocument,
    "\n  mutation ComplianceAnpdTemplate($tenantId: UUID, $projectId: UUID!, $scanId: UUID!) {\n    anpdTemplate(tenantId: $tenantId, projectId: $projectId, scanId: $scanId) {\n      title\n      regulation\n      projectName\n      scanId\n      scanFinishedAt\n      regime\n      generatedAt\n      deadline\n      fields {\n        id\n        label\n        value\n        source\n        hint\n      }\n      evidence {\n        lgpdFindings\n        occurrences\n        categories {\n          id\n          label\n          findings\n          occurrences\n          samples {\n            file\n            line\n            rule\n            severity\n          }\n        }\n      }\n      disclaimer\n    }\n  }\n": types.ComplianceAnpdTemplateDocument,
    "\n  query ComplianceArtifact($projectId: UUID!, $scanId: UUID!) {\n    listArtifacts(projectId: $projectId, scanId: $scanId, kinds: COMPLIANCE_JSON, pageSize: 1) {\n      total\n      items {\n        id\n        kind\n        scanId\n        createdAt\n      }\n    }\n  }\n": types.ComplianceArtifactDocument,
    "\n  query ComplianceReport($projectId: UUID!, $artifactId: UUID!) {\n    summary: viewArtifact(projectId: $projectId, artifactId: $artifactId, path: \"/summary\", whole: true) {\n      document\n    }\n    domains: viewArtifact(projectId: $projectId, artifactId: $artifactId, path: \"/domains\", whole: true) {\n      document\n    }\n    violationsByNorm: viewArtifact(projectId: $projectId, artifactId: $artifactId, path: \"/violationsByNorm\", whole: true) {\n      document\n    }\n    articles: viewArtifact(projectId: $projectId, artifactId: $artifactId, path: \"/articles\", whole: true) {\n      document\n    }\n    regime: viewArtifact(projectId: $projectId, artifactId: $artifactId, path: \"/regime\", whole: true) {\n      document\n    }\n    disclaimer: viewArtifact(projectId: $projectId, artifactId: $artifactId, path: \"/disclaimer\", whole: true) {\n      document\n    }\n  }\n": types.ComplianceReportDocument,
    "\n  query ComplianceTrend($tenantId: UUID, $projectId: UUID!, $limit: PositiveInt) {\n    complianceTrend(tenantId: $tenantId, projectId: $projectId, limit: $limit) {\n      projectId\n      points {\n        scanId\n        finishedAt\n        regime\n        totalFindings\n        scores {\n          lgpd\n          bacen\n          security\n          open_finance\n          overall\n        }\n      }\n    }\n  }\n": types.ComplianceTrendDocument,
    "\n  query ComplianceTenantRegime {\n    listTenants {\n      tenants {\n        id\n        bacenRegime\n      }\n    }\n  }\n": types.ComplianceTenantRegimeDocument,
    "\n  mutation ComplianceUpdateTenantRegime($tenantId: UUID!, $bacenRegime: ComplianceRegime!) {\n    updateTenant(tenantId: $tenantId, input: { bacenRegime: $bacenRegime }) {\n      id\n      bacenRegime\n    }\n  }\n": types.ComplianceUpdateTenantRegimeDocument,
    "\n  query DashboardFindings(\n    $tenantId: UUID\n    $projectId: UUID\n    $page: PositiveInt!\n    $pageSize: PositiveInt!\n    $severity: [Severity!]\n    $q: SearchText\n    $sortBy: FindingSortField\n    $sortOrder: SortOrder\n  ) {\n    latestFindings(\n      tenantId: $tenantId\n      projectId: $projectId\n      page: $page\n      pageSize: $pageSize\n      severity: $severity\n      q: $q\n      sortBy: $sortBy\n      sortOrder: $sortOrder\n    ) {\n      scanId\n      scanFinishedAt\n      page\n      pageSize\n      summary {\n        ...DashboardSummary_summary\n      }\n      findings {\n        id\n        ...FindingsTable_finding\n      }\n    }\n  }\n": types.DashboardFindingsDocument,
    "\n  fragment DashboardSummary_summary on FindingsSummary {\n    total\n    totalIsEstimate\n    bySeverity {\n      key\n      count\n    }\n    byFramework {\n      key\n      count\n    }\n  }\n": types.DashboardSummary_SummaryFragmentDoc,
    "\n  fragment FindingRow_finding on Finding {\n    id\n    file\n    line\n    column\n    message\n    severity\n    rule\n    category\n    framework\n    cwe\n    snippet\n    count\n    nonApplicable\n    law {\n      citations {\n        framework\n        ref\n        text\n      }\n    }\n    trace {\n      ...FindingTrace_step\n    }\n    meta {\n      regulatory {\n        cwe\n        bacenControls\n        lgpdArticles\n        openFinance\n      }\n    }\n  }\n": types.FindingRow_FindingFragmentDoc,
    "\n  fragment FindingsTable_finding on Finding {\n    id\n    ...FindingRow_finding\n  }\n": types.FindingsTable_FindingFragmentDoc,
    "\n  fragment FindingTrace_step on TraceStep {\n    file\n    line\n    column\n    kind\n    note\n  }\n": types.FindingTrace_StepFragmentDoc,
    "\n  mutation OnboardingCreateRunToken($tenantId: UUID!, $input: CreateTokenRequestInput!) {\n    createTenantToken(tenantId: $tenantId, input: $input) {\n      secret\n      token {\n        id\n        name\n        prefix\n        projectId\n        expiresAt\n      }\n    }\n  }\n": types.OnboardingCreateRunTokenDocument,
    "\n  mutation OnboardingGenerateCiTemplate($input: CiTemplateRequestInput!) {\n    generateCiTemplate(input: $input) {\n      platform\n      path\n      content\n      secretName\n      zipFileName\n      instructions\n    }\n  }\n": types.OnboardingGenerateCiTemplateDocument,
    "\n  query OnboardingCurlCommand($tenantId: UUID, $projectId: UUID) {\n    scanCurlCommand(tenantId: $tenantId, projectId: $projectId) {\n      command\n    }\n  }\n": types.OnboardingCurlCommandDocument,
    "\n  fragment ProjectsTable_project on Project {\n    id\n    tenantId\n    name\n    description\n    environments\n    isActive\n    createdAt\n  }\n": types.ProjectsTable_ProjectFragmentDoc,
    "\n  mutation CreateProject($tenantId: UUID, $input: CreateProjectRequestInput!) {\n    createProject(tenantId: $tenantId, input: $input) {\n      id\n      name\n      ...ProjectsTable_project\n    }\n  }\n": types.CreateProjectDocument,
    "\n  query ProjectsPage($tenantId: UUID, $page: PositiveInt!, $pageSize: PositiveInt!, $search: SearchText, $isActive: Boolean) {\n    listProjects(tenantId: $tenantId, page: $page, pageSize: $pageSize, search: $search, isActive: $isActive) {\n      total\n      page\n      pageSize\n      projects {\n        id\n        ...ProjectsTable_project\n      }\n    }\n  }\n": types.ProjectsPageDocument,
    "\n  mutation UpdateProject($projectId: UUID!, $input: UpdateProjectRequestInput!) {\n    updateProject(projectId: $projectId, input: $input) {\n      id\n      ...ProjectsTable_project\n    }\n  }\n": types.UpdateProjectDocument,
    "\n  fragment QuotaIndicator_usage on UsageSummary {\n    used\n    limit\n    percent\n    warnings\n  }\n": types.QuotaIndicator_UsageFragmentDoc,
    "\n  fragment ScanStatusFields on ScanStatus {\n    scanId\n    projectId\n    hasInProgress\n    progress\n    stage\n    startedAt\n    finishedAt\n    estimatedCompletion\n    etaSeconds\n    canResume\n    filesTotal\n    filesScanned\n    findingsCount\n    error\n  }\n": types.ScanStatusFieldsFragmentDoc,
    "\n  query ScanStatus($tenantId: UUID, $projectId: UUID) {\n    scanStatus(tenantId: $tenantId, projectId: $projectId) {\n      ...ScanStatusFields\n    }\n  }\n": types.ScanStatusDocument,
    "\n  subscription ScanStatusChanged($scanId: UUID!) {\n    scanStatusChanged(scanId: $scanId) {\n      ...ScanStatusFields\n    }\n  }\n": types.ScanStatusChangedDocument,
    "\n  mutation ResumeScan($tenantId: UUID, $projectId: UUID, $scanId: UUID!) {\n    resumeScan(tenantId: $tenantId, projectId: $projectId, input: { scanId: $scanId }) {\n      ...ScanStatusFields\n    }\n  }\n": types.ResumeScanDocument,
    "\n  query WorkspaceProjects($tenantId: UUID) {\n    listProjects(tenantId: $tenantId, page: 1, pageSize: 100) {\n      total\n      projects {\n        id\n        tenantId\n        name\n        isActive\n      }\n    }\n  }\n": types.WorkspaceProjectsDocument,
    "\n  query WorkspaceTenants {\n    listTenants {\n      tenants {\n        id\n        name\n        isActive\n      }\n    }\n  }\n": types.WorkspaceTenantsDocument,
    "\n  query WorkspaceUsage($tenantId: UUID, $projectId: UUID) {\n    usageSummary(tenantId: $tenantId, projectId: $projectId) {\n      tenantId\n      month\n      percent\n      ...QuotaIndicator_usage\n    }\n  }\n": types.WorkspaceUsageDocument,
    "\n  mutation ReportClientErrors($input: ClientErrorBatchInput!) {\n    reportClientErrors(input: $input) {\n      accepted\n    }\n  }\n": types.ReportClientErrorsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArtifactsList(\n    $projectId: UUID!\n    $page: PositiveInt!\n    $pageSize: PositiveInt!\n    $scanId: UUID\n    $kinds: [ArtifactKind!]\n    $search: SearchText\n  ) {\n    listArtifacts(projectId: $projectId, page: $page, pageSize: $pageSize, scanId: $scanId, kinds: $kinds, search: $search) {\n      total\n      page\n      pageSize\n      items {\n        id\n        ...ArtifactRow_artifact\n      }\n    }\n  }\n"): (typeof documents)["\n  query ArtifactsList(\n    $projectId: UUID!\n    $page: PositiveInt!\n    $pageSize: PositiveInt!\n    $scanId: UUID\n    $kinds: [ArtifactKind!]\n    $search: SearchText\n  ) {\n    listArtifacts(projectId: $projectId, page: $page, pageSize: $pageSize, scanId: $scanId, kinds: $kinds, search: $search) {\n      total\n      page\n      pageSize\n      items {\n        id\n        ...ArtifactRow_artifact\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignArtifact($projectId: UUID!, $artifactId: UUID!) {\n    signArtifact(projectId: $projectId, artifactId: $artifactId) {\n      signedUrl\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation SignArtifact($projectId: UUID!, $artifactId: UUID!) {\n    signArtifact(projectId: $projectId, artifactId: $artifactId) {\n      signedUrl\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArtifactLines($projectId: UUID!, $artifactId: UUID!, $page: PositiveInt!, $pageSize: PositiveInt!) {\n    viewArtifact(projectId: $projectId, artifactId: $artifactId, mode: lines, page: $page, pageSize: $pageSize) {\n      page\n      pageSize\n      totalLines\n      lines {\n        number\n        text\n        truncated\n      }\n    }\n  }\n"): (typeof documents)["\n  query ArtifactLines($projectId: UUID!, $artifactId: UUID!, $page: PositiveInt!, $pageSize: PositiveInt!) {\n    viewArtifact(projectId: $projectId, artifactId: $artifactId, mode: lines, page: $page, pageSize: $pageSize) {\n      page\n      pageSize\n      totalLines\n      lines {\n        number\n        text\n        truncated\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArtifactTree($projectId: UUID!, $artifactId: UUID!, $path: JsonPointer!, $page: PositiveInt!, $pageSize: PositiveInt!) {\n    viewArtifact(projectId: $projectId, artifactId: $artifactId, mode: tree, path: $path, page: $page, pageSize: $pageSize) {\n      path\n      page\n      pageSize\n      totalChildren\n      node {\n        pointer\n        key\n        index\n        type\n        size\n        value\n        truncated\n      }\n      children {\n        pointer\n        key\n        index\n        type\n        size\n        value\n        truncated\n      }\n    }\n  }\n"): (typeof documents)["\n  query ArtifactTree($projectId: UUID!, $artifactId: UUID!, $path: JsonPointer!, $page: PositiveInt!, $pageSize: PositiveInt!) {\n    viewArtifact(projectId: $projectId, artifactId: $artifactId, mode: tree, path: $path, page: $page, pageSize: $pageSize) {\n      path\n      page\n      pageSize\n      totalChildren\n      node {\n        pointer\n        key\n        index\n        type\n        size\n        value\n        truncated\n      }\n      children {\n        pointer\n        key\n        index\n        type\n        size\n        value\n        truncated\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArtifactRow_artifact on Artifact {\n    id\n    kind\n    name\n    contentType\n    sizeBytes\n    scanId\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ArtifactRow_artifact on Artifact {\n    id\n    kind\n    name\n    contentType\n    sizeBytes\n    scanId\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptInvite($input: AcceptInviteRequestInput!) {\n    acceptInvite(input: $input) {\n      success\n      user {\n        id\n        name\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptInvite($input: AcceptInviteRequestInput!) {\n    acceptInvite(input: $input) {\n      success\n      user {\n        id\n        name\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestMagicLink($input: MagicLinkRequestInput!) {\n    requestMagicLink(input: $input) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RequestMagicLink($input: MagicLinkRequestInput!) {\n    requestMagicLink(input: $input) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Signup($input: SignupRequestInput!) {\n    signup(input: $input) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation Signup($input: SignupRequestInput!) {\n    signup(input: $input) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerifyMagicLink($token: LinkToken!) {\n    verifyMagicLink(token: $token) {\n      success\n      requiresMFA\n      userId\n      message\n      redirectTo\n      user {\n        id\n        name\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  query VerifyMagicLink($token: LinkToken!) {\n    verifyMagicLink(token: $token) {\n      success\n      requiresMFA\n      userId\n      message\n      redirectTo\n      user {\n        id\n        name\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerifyToken {\n    verifyToken {\n      valid\n      kind\n      projectId\n      projectName\n      tenantId\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query VerifyToken {\n    verifyToken {\n      valid\n      kind\n      projectId\n      projectName\n      tenantId\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Whoami {\n    whoami {\n      csrfToken\n      user {\n        id\n        name\n        email\n        role\n        roles\n        tenantId\n        projectIds\n        projectRoles {\n          projectId\n          role\n        }\n        isActive\n      }\n      session {\n        id\n        authMode\n        expiresAt\n      }\n      tenants {\n        tenantId\n        tenantName\n        roles\n      }\n    }\n  }\n"): (typeof documents)["\n  query Whoami {\n    whoami {\n      csrfToken\n      user {\n        id\n        name\n        email\n        role\n        roles\n        tenantId\n        projectIds\n        projectRoles {\n          projectId\n          role\n        }\n        isActive\n      }\n      session {\n        id\n        authMode\n        expiresAt\n      }\n      tenants {\n        tenantId\n        tenantName\n        roles\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ComplianceAnpdTemplate($tenantId: UUID, $projectId: UUID!, $scanId: UUID!) {\n    anpdTemplate(tenantId: $tenantId, projectId: $projectId, scanId: $scanId) {\n      title\n      regulation\n      projectName\n      scanId\n      scanFinishedAt\n      regime\n      generatedAt\n      deadline\n      fields {\n        id\n        label\n        value\n        source\n        hint\n      }\n      evidence {\n        lgpdFindings\n        occurrences\n        categories {\n          id\n          label\n          findings\n          occurrences\n          samples {\n            file\n            line\n            rule\n            severity\n          }\n        }\n      }\n      disclaimer\n    }\n  }\n"): (typeof documents)["\n  mutation ComplianceAnpdTemplate($tenantId: UUID, $projectId: UUID!, $scanId: UUID!) {\n    anpdTemplate(tenantId: $tenantId, projectId: $projectId, scanId: $scanId) {\n      title\n      regulation\n      projectName\n      scanId\n      scanFinishedAt\n      regime\n      generatedAt\n      deadline\n      fields {\n        id\n        label\n        value\n        source\n        hint\n      }\n      evidence {\n        lgpdFindings\n        occurrences\n        categories {\n          id\n          label\n          findings\n          occurrences\n          samples {\n            file\n            line\n            rule\n            severity\n          }\n        }\n      }\n      disclaimer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ComplianceArtifact($projectId: UUID!, $scanId: UUID!) {\n    listArtifacts(projectId: $projectId, scanId: $scanId, kinds: COMPLIANCE_JSON, pageSize: 1) {\n      total\n      items {\n        id\n        kind\n        scanId\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query ComplianceArtifact($projectId: UUID!, $scanId: UUID!) {\n    listArtifacts(projectId: $projectId, scanId: $scanId, kinds: COMPLIANCE_JSON, pageSize: 1) {\n      total\n      items {\n        id\n        kind\n        scanId\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ComplianceReport($projectId: UUID!, $artifactId: UUID!) {\n    summary: viewArtifact(projectId: $projectId, artifactId: $artifactId, path: \"/summary\", whole: true) {\n      document\n    }\n    domains: viewArtifact(projectId: $projectId, artifactId: $artifactId, path: \"/domains\", whole: true) {\n      document\n    }\n    violationsByNorm: viewArtifact(projectId: $projectId, artifactId: $artifactId, path: \"/violationsByNorm\", whole: true) {\n      document\n    }\n    articles: viewArtifact(projectId: $projectId, artifactId: $artifactId, path: \"/articles\", whole: true) {\n      document\n    }\n    regime: viewArtifact(projectId: $projectId, artifactId: $artifactId, path: \"/regime\", whole: true) {\n      document\n    }\n    disclaimer: viewArtifact(projectId: $projectId, artifactId: $artifactId, path: \"/disclaimer\", whole: true) {\n      document\n    }\n  }\n"): (typeof documents)["\n  query ComplianceReport($projectId: UUID!, $artifactId: UUID!) {\n    summary: viewArtifact(projectId: $projectId, artifactId: $artifactId, path: \"/summary\", whole: true) {\n      document\n    }\n    domains: viewArtifact(projectId: $projectId, artifactId: $artifactId, path: \"/domains\", whole: true) {\n      document\n    }\n    violationsByNorm: viewArtifact(projectId: $projectId, artifactId: $artifactId, path: \"/violationsByNorm\", whole: true) {\n      document\n    }\n    articles: viewArtifact(projectId: $projectId, artifactId: $artifactId, path: \"/articles\", whole: true) {\n      document\n    }\n    regime: viewArtifact(projectId: $projectId, artifactId: $artifactId, path: \"/regime\", whole: true) {\n      document\n    }\n    disclaimer: viewArtifact(projectId: $projectId, artifactId: $artifactId, path: \"/disclaimer\", whole: true) {\n      document\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ComplianceTrend($tenantId: UUID, $projectId: UUID!, $limit: PositiveInt) {\n    complianceTrend(tenantId: $tenantId, projectId: $projectId, limit: $limit) {\n      projectId\n      points {\n        scanId\n        finishedAt\n        regime\n        totalFindings\n        scores {\n          lgpd\n          bacen\n          security\n          open_finance\n          overall\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ComplianceTrend($tenantId: UUID, $projectId: UUID!, $limit: PositiveInt) {\n    complianceTrend(tenantId: $tenantId, projectId: $projectId, limit: $limit) {\n      projectId\n      points {\n        scanId\n        finishedAt\n        regime\n        totalFindings\n        scores {\n          lgpd\n          bacen\n          security\n          open_finance\n          overall\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ComplianceTenantRegime {\n    listTenants {\n      tenants {\n        id\n        bacenRegime\n      }\n    }\n  }\n"): (typeof documents)["\n  query ComplianceTenantRegime {\n    listTenants {\n      tenants {\n        id\n        bacenRegime\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ComplianceUpdateTenantRegime($tenantId: UUID!, $bacenRegime: ComplianceRegime!) {\n    updateTenant(tenantId: $tenantId, input: { bacenRegime: $bacenRegime }) {\n      id\n      bacenRegime\n    }\n  }\n"): (typeof documents)["\n  mutation ComplianceUpdateTenantRegime($tenantId: UUID!, $bacenRegime: ComplianceRegime!) {\n    updateTenant(tenantId: $tenantId, input: { bacenRegime: $bacenRegime }) {\n      id\n      bacenRegime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardFindings(\n    $tenantId: UUID\n    $projectId: UUID\n    $page: PositiveInt!\n    $pageSize: PositiveInt!\n    $severity: [Severity!]\n    $q: SearchText\n    $sortBy: FindingSortField\n    $sortOrder: SortOrder\n  ) {\n    latestFindings(\n      tenantId: $tenantId\n      projectId: $projectId\n      page: $page\n      pageSize: $pageSize\n      severity: $severity\n      q: $q\n      sortBy: $sortBy\n      sortOrder: $sortOrder\n    ) {\n      scanId\n      scanFinishedAt\n      page\n      pageSize\n      summary {\n        ...DashboardSummary_summary\n      }\n      findings {\n        id\n        ...FindingsTable_finding\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardFindings(\n    $tenantId: UUID\n    $projectId: UUID\n    $page: PositiveInt!\n    $pageSize: PositiveInt!\n    $severity: [Severity!]\n    $q: SearchText\n    $sortBy: FindingSortField\n    $sortOrder: SortOrder\n  ) {\n    latestFindings(\n      tenantId: $tenantId\n      projectId: $projectId\n      page: $page\n      pageSize: $pageSize\n      severity: $severity\n      q: $q\n      sortBy: $sortBy\n      sortOrder: $sortOrder\n    ) {\n      scanId\n      scanFinishedAt\n      page\n      pageSize\n      summary {\n        ...DashboardSummary_summary\n      }\n      findings {\n        id\n        ...FindingsTable_finding\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DashboardSummary_summary on FindingsSummary {\n    total\n    totalIsEstimate\n    bySeverity {\n      key\n      count\n    }\n    byFramework {\n      key\n      count\n    }\n  }\n"): (typeof documents)["\n  fragment DashboardSummary_summary on FindingsSummary {\n    total\n    totalIsEstimate\n    bySeverity {\n      key\n      count\n    }\n    byFramework {\n      key\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FindingRow_finding on Finding {\n    id\n    file\n    line\n    column\n    message\n    severity\n    rule\n    category\n    framework\n    cwe\n    snippet\n    count\n    nonApplicable\n    law {\n      citations {\n        framework\n        ref\n        text\n      }\n    }\n    trace {\n      ...FindingTrace_step\n    }\n    meta {\n      regulatory {\n        cwe\n        bacenControls\n        lgpdArticles\n        openFinance\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment FindingRow_finding on Finding {\n    id\n    file\n    line\n    column\n    message\n    severity\n    rule\n    category\n    framework\n    cwe\n    snippet\n    count\n    nonApplicable\n    law {\n      citations {\n        framework\n        ref\n        text\n      }\n    }\n    trace {\n      ...FindingTrace_step\n    }\n    meta {\n      regulatory {\n        cwe\n        bacenControls\n        lgpdArticles\n        openFinance\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FindingsTable_finding on Finding {\n    id\n    ...FindingRow_finding\n  }\n"): (typeof documents)["\n  fragment FindingsTable_finding on Finding {\n    id\n    ...FindingRow_finding\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FindingTrace_step on TraceStep {\n    file\n    line\n    column\n    kind\n    note\n  }\n"): (typeof documents)["\n  fragment FindingTrace_step on TraceStep {\n    file\n    line\n    column\n    kind\n    note\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OnboardingCreateRunToken($tenantId: UUID!, $input: CreateTokenRequestInput!) {\n    createTenantToken(tenantId: $tenantId, input: $input) {\n      secret\n      token {\n        id\n        name\n        prefix\n        projectId\n        expiresAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation OnboardingCreateRunToken($tenantId: UUID!, $input: CreateTokenRequestInput!) {\n    createTenantToken(tenantId: $tenantId, input: $input) {\n      secret\n      token {\n        id\n        name\n        prefix\n        projectId\n        expiresAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OnboardingGenerateCiTemplate($input: CiTemplateRequestInput!) {\n    generateCiTemplate(input: $input) {\n      platform\n      path\n      content\n      secretName\n      zipFileName\n      instructions\n    }\n  }\n"): (typeof documents)["\n  mutation OnboardingGenerateCiTemplate($input: CiTemplateRequestInput!) {\n    generateCiTemplate(input: $input) {\n      platform\n      path\n      content\n      secretName\n      zipFileName\n      instructions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OnboardingCurlCommand($tenantId: UUID, $projectId: UUID) {\n    scanCurlCommand(tenantId: $tenantId, projectId: $projectId) {\n      command\n    }\n  }\n"): (typeof documents)["\n  query OnboardingCurlCommand($tenantId: UUID, $projectId: UUID) {\n    scanCurlCommand(tenantId: $tenantId, projectId: $projectId) {\n      command\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectsTable_project on Project {\n    id\n    tenantId\n    name\n    description\n    environments\n    isActive\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ProjectsTable_project on Project {\n    id\n    tenantId\n    name\n    description\n    environments\n    isActive\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProject($tenantId: UUID, $input: CreateProjectRequestInput!) {\n    createProject(tenantId: $tenantId, input: $input) {\n      id\n      name\n      ...ProjectsTable_project\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProject($tenantId: UUID, $input: CreateProjectRequestInput!) {\n    createProject(tenantId: $tenantId, input: $input) {\n      id\n      name\n      ...ProjectsTable_project\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectsPage($tenantId: UUID, $page: PositiveInt!, $pageSize: PositiveInt!, $search: SearchText, $isActive: Boolean) {\n    listProjects(tenantId: $tenantId, page: $page, pageSize: $pageSize, search: $search, isActive: $isActive) {\n      total\n      page\n      pageSize\n      projects {\n        id\n        ...ProjectsTable_project\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectsPage($tenantId: UUID, $page: PositiveInt!, $pageSize: PositiveInt!, $search: SearchText, $isActive: Boolean) {\n    listProjects(tenantId: $tenantId, page: $page, pageSize: $pageSize, search: $search, isActive: $isActive) {\n      total\n      page\n      pageSize\n      projects {\n        id\n        ...ProjectsTable_project\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProject($projectId: UUID!, $input: UpdateProjectRequestInput!) {\n    updateProject(projectId: $projectId, input: $input) {\n      id\n      ...ProjectsTable_project\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProject($projectId: UUID!, $input: UpdateProjectRequestInput!) {\n    updateProject(projectId: $projectId, input: $input) {\n      id\n      ...ProjectsTable_project\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuotaIndicator_usage on UsageSummary {\n    used\n    limit\n    percent\n    warnings\n  }\n"): (typeof documents)["\n  fragment QuotaIndicator_usage on UsageSummary {\n    used\n    limit\n    percent\n    warnings\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ScanStatusFields on ScanStatus {\n    scanId\n    projectId\n    hasInProgress\n    progress\n    stage\n    startedAt\n    finishedAt\n    estimatedCompletion\n    etaSeconds\n    canResume\n    filesTotal\n    filesScanned\n    findingsCount\n    error\n  }\n"): (typeof documents)["\n  fragment ScanStatusFields on ScanStatus {\n    scanId\n    projectId\n    hasInProgress\n    progress\n    stage\n    startedAt\n    finishedAt\n    estimatedCompletion\n    etaSeconds\n    canResume\n    filesTotal\n    filesScanned\n    findingsCount\n    error\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScanStatus($tenantId: UUID, $projectId: UUID) {\n    scanStatus(tenantId: $tenantId, projectId: $projectId) {\n      ...ScanStatusFields\n    }\n  }\n"): (typeof documents)["\n  query ScanStatus($tenantId: UUID, $projectId: UUID) {\n    scanStatus(tenantId: $tenantId, projectId: $projectId) {\n      ...ScanStatusFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ScanStatusChanged($scanId: UUID!) {\n    scanStatusChanged(scanId: $scanId) {\n      ...ScanStatusFields\n    }\n  }\n"): (typeof documents)["\n  subscription ScanStatusChanged($scanId: UUID!) {\n    scanStatusChanged(scanId: $scanId) {\n      ...ScanStatusFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResumeScan($tenantId: UUID, $projectId: UUID, $scanId: UUID!) {\n    resumeScan(tenantId: $tenantId, projectId: $projectId, input: { scanId: $scanId }) {\n      ...ScanStatusFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResumeScan($tenantId: UUID, $projectId: UUID, $scanId: UUID!) {\n    resumeScan(tenantId: $tenantId, projectId: $projectId, input: { scanId: $scanId }) {\n      ...ScanStatusFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceProjects($tenantId: UUID) {\n    listProjects(tenantId: $tenantId, page: 1, pageSize: 100) {\n      total\n      projects {\n        id\n        tenantId\n        name\n        isActive\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceProjects($tenantId: UUID) {\n    listProjects(tenantId: $tenantId, page: 1, pageSize: 100) {\n      total\n      projects {\n        id\n        tenantId\n        name\n        isActive\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceTenants {\n    listTenants {\n      tenants {\n        id\n        name\n        isActive\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceTenants {\n    listTenants {\n      tenants {\n        id\n        name\n        isActive\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkspaceUsage($tenantId: UUID, $projectId: UUID) {\n    usageSummary(tenantId: $tenantId, projectId: $projectId) {\n      tenantId\n      month\n      percent\n      ...QuotaIndicator_usage\n    }\n  }\n"): (typeof documents)["\n  query WorkspaceUsage($tenantId: UUID, $projectId: UUID) {\n    usageSummary(tenantId: $tenantId, projectId: $projectId) {\n      tenantId\n      month\n      percent\n      ...QuotaIndicator_usage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportClientErrors($input: ClientErrorBatchInput!) {\n    reportClientErrors(input: $input) {\n      accepted\n    }\n  }\n"): (typeof documents)["\n  mutation ReportClientErrors($input: ClientErrorBatchInput!) {\n    reportClientErrors(input: $input) {\n      accepted\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;