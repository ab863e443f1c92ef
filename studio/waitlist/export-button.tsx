import { DownloadIcon } from '@sanity/icons/Download';
import { Button } from '@sanity/ui';
import { useState } from 'react';

import type { OnFailure } from './failure';
import { exportFileName, saveFile } from './save-file';
import { exportCsv } from './team-api';
import type { ExportFormat, Segment, TeamSite } from './types';

/**
 * Downloads a segment (everyone by default) as CSV: every field, or as a mailing tool imports
 * it. The file is fetched with the credential header (a plain link could not send it), then
 * handed to the browser's downloads.
 */
export function ExportButton({
  site,
  onFailure,
  segment = {},
  format = 'full',
  text = 'Export CSV',
}: {
  site: TeamSite;
  onFailure: OnFailure;
  segment?: Segment;
  format?: ExportFormat;
  text?: string;
}) {
  const [exporting, setExporting] = useState(false);

  async function download() {
    setExporting(true);
    try {
      saveFile(await exportCsv(site, segment, format), exportFileName(new Date(), format));
    } catch (error) {
      onFailure(error);
    } finally {
      setExporting(false);
    }
  }

  return (
    <Button
      text={text}
      icon={DownloadIcon}
      mode="ghost"
      loading={exporting}
      onClick={() => void download()}
    />
  );
}
