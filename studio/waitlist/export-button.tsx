import { DownloadIcon } from '@sanity/icons/Download';
import { Button } from '@sanity/ui';
import { useState } from 'react';

import type { OnFailure } from './failure';
import { exportFileName, saveFile } from './save-file';
import { exportCsv } from './team-api';
import type { TeamSite } from './types';

/**
 * Downloads every field of every signup as CSV. The file is fetched with the credential header
 * (a plain link could not send it), then handed to the browser's downloads.
 */
export function ExportButton({ site, onFailure }: { site: TeamSite; onFailure: OnFailure }) {
  const [exporting, setExporting] = useState(false);

  async function download() {
    setExporting(true);
    try {
      saveFile(await exportCsv(site), exportFileName(new Date()));
    } catch (error) {
      onFailure(error);
    } finally {
      setExporting(false);
    }
  }

  return (
    <Button
      text="Export CSV"
      icon={DownloadIcon}
      mode="ghost"
      loading={exporting}
      onClick={() => void download()}
    />
  );
}
