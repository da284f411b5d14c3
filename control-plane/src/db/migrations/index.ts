import type { Migration, MigrationProvider } from 'kysely';
import { migration0001 } from './0001_initial.js';
import { migration0002 } from './0002_scan_pipeline.js';
import { migration0003 } from './0003_findings_search.js';
import { migration0004 } from './0004_findings_search_text.js';
import { migration0005 } from './0005_artifacts_signing.js';
import { migration0006 } from './0006_compliance_scores.js';
import { migration0007 } from './0007_scan_base_ref.js';
import { migration0008 } from './0008_observability.js';
import { migration0009 } from './0009_admin_area.js';
import { migration0010 } from './0010_finding_counts_at_finalize.js';
import { migration0011 } from './0011_process_memory.js';
import { migration0012 } from './0012_alert_kind_other.js';
import { migration0013 } from './0013_scan_files_skipped.js';
import { migration0014 } from './0014_second_factor.js';
import { migration0015 } from './0015_finding_triage.js';
import { migration0016 } from './0016_compliance_violations.js';
import { migration0017 } from './0017_triage_suppress_suppressions.js';
import { migration0018 } from './0018_webhooks_outbound.js';
import { migration0019 } from './0019_triage_deadlines_sla_owners.js';
import { migration0020 } from './0020_tracked_fillfactor.js';
import { migration0021 } from './0021_webhook_secret_rotation.js';
import { migration0022 } from './0022_oidc_sso.js';

/** Every migration, in order. Add new files as 000N_*.ts and list them here; never edit an applied one. */
const migrations: Record<string, Migration> = {
  '0001_initial': migration0001,
  '0002_scan_pipeline': migration0002,
  '0003_findings_search': migration0003,
  '0004_findings_search_text': migration0004,
  '0005_artifacts_signing': migration0005,
  '0006_compliance_scores': migration0006,
  '0007_scan_base_ref': migration0007,
  '0008_observability': migration0008,
  '0009_admin_area': migration0009,
  '0010_finding_counts_at_finalize': migration0010,
  '0011_process_memory': migration0011,
  '0012_alert_kind_other': migration0012,
  '0013_scan_files_skipped': migration0013,
  '0014_second_factor': migration0014,
  '0015_finding_triage': migration0015,
  '0016_compliance_violations': migration0016,
  '0017_triage_suppress_suppressions': migration0017,
  '0018_webhooks_outbound': migration0018,
  '0019_triage_deadlines_sla_owners': migration0019,
  '0020_tracked_fillfactor': migration0020,
  '0021_webhook_secret_rotation': migration0021,
  '0022_oidc_sso': migration0022,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};
