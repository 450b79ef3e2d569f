import {
  CONSOLE_IMPORT_CALLS,
  ConsoleImportFileSchema,
  type ConsoleImportKind,
  type ConsoleImportPreview,
  consoleImportUploadPaths,
  type ImportJob,
  type ImportRowOutcome,
} from '@sc/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { consoleCall, consoleUpload } from '../../../lib/console/consoleHttp';

// The console has its own query cache, so its keys need only be unique within it.
const importKeys = {
  all: ['consoleImports'] as const,
  jobs: (kind: ConsoleImportKind) => ['consoleImports', kind, 'jobs'] as const,
  rows: (kind: ConsoleImportKind, jobId: number, outcome: ImportRowOutcome | undefined, page: number) =>
    ['consoleImports', kind, 'rows', jobId, outcome ?? 'all', page] as const,
};

/** How often the page asks how running imports are going. */
const POLL_MS = 1500;
const isUnfinished = (job: ImportJob) => job.state === 'queued' || job.state === 'running';

/** A kind's latest imports; polled while one of them is waiting or running. */
export function useImportJobs(kind: ConsoleImportKind) {
  return useQuery({
    queryKey: importKeys.jobs(kind),
    queryFn: ({ signal }) => consoleCall(CONSOLE_IMPORT_CALLS[kind].list, { pageSize: 10 }, { signal }),
    refetchInterval: (query) => (query.state.data?.list.some(isUnfinished) ? POLL_MS : false),
  });
}

/** A page of a job's report rows (of one outcome). */
export function useImportJobRows(
  kind: ConsoleImportKind,
  jobId: number | null,
  outcome: ImportRowOutcome | undefined,
  page: number,
) {
  return useQuery({
    queryKey: importKeys.rows(kind, jobId ?? 0, outcome, page),
    enabled: jobId !== null,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      consoleCall(
        CONSOLE_IMPORT_CALLS[kind].rows,
        { jobId: jobId ?? 0, pageIndex: page, pageSize: 20, ...(outcome ? { outcome } : {}) },
        { signal },
      ),
  });
}

/** Uploads a spreadsheet, then asks what importing it would do (nothing is written). */
export function usePreviewImport(kind: ConsoleImportKind) {
  return useMutation({
    mutationFn: async ({
      file,
      onProgress,
    }: {
      file: File;
      onProgress: (percent: number) => void;
    }): Promise<ConsoleImportPreview> => {
      const form = new FormData();
      form.append('file', file, file.name);
      const uploaded = await consoleUpload(consoleImportUploadPaths[kind], form, {
        onProgress,
        schema: ConsoleImportFileSchema,
        notify: false,
      });
      return consoleCall(CONSOLE_IMPORT_CALLS[kind].preview, { fileId: uploaded.fileId }, { notify: false });
    },
  });
}

/** Starts importing an uploaded file; the jobs list shows it at once. */
export function useStartImport(kind: ConsoleImportKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) =>
      consoleCall(CONSOLE_IMPORT_CALLS[kind].start, { fileId }, { notify: false }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: importKeys.jobs(kind) }),
  });
}

/** A job's report as CSV text and its file name. */
export function fetchImportReport(kind: ConsoleImportKind, jobId: number) {
  return consoleCall(CONSOLE_IMPORT_CALLS[kind].report, { jobId });
}
