import type { UrlStateCodec } from '../../../lib/url-state/useUrlState';
import { withParams } from '../../../lib/url-state/params';

const SCAN_ID = /^[\w-]{1,64}$/;

/** The scan in the URL (`?scan=<id>`); absent or malformed means the latest completed scan. */
export const scanParamUrl: UrlStateCodec<string | null> = {
  parse: (params) => {
    const scan = params.get('scan');
    return scan && SCAN_ID.test(scan) ? scan : null;
  },
  write: (params, scanId) => withParams(params, { scan: scanId }),
};

/** Choosing a scan replaces the one in the URL. */
export const pickScan = (_current: string | null, scanId: string): string | null => scanId;
