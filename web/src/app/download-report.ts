import type { ReportFile } from '../domain/report';

// Saves a generated report as a file the visitor keeps. Browser-only: call it from a click handler.
export function downloadReport(report: ReportFile): void {
  const url = URL.createObjectURL(new Blob([report.content], { type: report.mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = report.fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers; a minute is plenty.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
