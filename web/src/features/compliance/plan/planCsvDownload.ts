import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { authenticatedDownload } from '../../../lib/http/authenticatedDownload';
import { saveBlob, slugify } from '../../../lib/http/download';
import { pdfErrorMessage } from '../report/pdfDownload';

export function actionPlanCsvPath(projectId: string, scanId: string): string {
  return `/api/v1/compliance/${encodeURIComponent(projectId)}/${encodeURIComponent(scanId)}/action-plan/csv`;
}

/** The action plan as CSV (server-made, every finding) through the app's one authenticated download. */
export function usePlanCsvDownload(workspace: { tenantId: string | null; projectId: string; projectName: string | null }) {
  const { t } = useTranslation('compliance');
  const toast = useToast();
  const [running, setRunning] = useState(false);
  const run = useCallback(
    async (scanId: string) => {
      setRunning(true);
      try {
        const { blob, filename } = await authenticatedDownload({
          url: actionPlanCsvPath(workspace.projectId, scanId),
          accept: 'text/csv',
          workspace,
          fallbackFilename: t('plan.csvName', { project: slugify(workspace.projectName ?? '') }),
        });
        saveBlob(blob, filename);
      } catch (error) {
        // The same spec §8 texts as the PDFs (not found, load error, network).
        toast.show({ severity: 'error', detail: pdfErrorMessage(error) });
      } finally {
        setRunning(false);
      }
    },
    [workspace, t, toast],
  );
  return { run, running };
}
