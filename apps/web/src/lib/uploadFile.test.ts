import { apiPaths, ErrorCode, type FileRef } from '@sc/contract';
import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError';

// The network is the only fake: a transport that reads the multipart body in order, as the
// server does, and answers with an envelope. Set before the HTTP client is created.
type Answer = { status: number; body: unknown };
let answer: Answer;
let sent: { url: string | undefined; fields: Array<[string, string]> } | null = null;
const fakeTransport: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
  const form = config.data as FormData;
  sent = {
    url: config.url,
    fields: [...form.entries()].map(([name, value]) => [
      name,
      typeof value === 'string' ? value : value.name,
    ]),
  };
  config.onUploadProgress?.({ loaded: 3, total: 4, bytes: 3, lengthComputable: true });
  const response = { data: answer.body, status: answer.status, statusText: '', headers: {}, config };
  if (answer.status >= 400) {
    throw new axios.AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response);
  }
  return response;
};
axios.defaults.adapter = fakeTransport;
const { uploadFile } = await import('./uploadFile');

const stored: FileRef = {
  fileId: 'f1',
  url: '/api/files/f1',
  thumbUrl: null,
  name: 'prices.csv',
  mime: 'text/csv',
  size: 3,
};
const csv = () => new File(['a,b'], 'prices.csv', { type: 'text/csv' });
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('uploadFile', () => {
  beforeEach(() => {
    sent = null;
    answer = { status: 200, body: { code: 0, msg: 'ok', data: stored } };
  });

  it('sends the purpose before the file (the server checks the file by it) and gives the stored file', async () => {
    const progress: number[] = [];
    const file = await uploadFile(csv(), 'import', { onProgress: (percent) => progress.push(percent) });
    expect(file).toEqual(stored);
    expect(sent).toEqual({
      url: apiPaths.upload,
      fields: [
        ['purpose', 'import'],
        ['file', 'prices.csv'],
      ],
    });
    expect(progress).toEqual([75]);
  });

  it('leaves a refusal to the picker: the error keeps the server’s reason and nobody was told yet', async () => {
    answer = {
      status: 200,
      body: { code: ErrorCode.FILE_TYPE_REJECTED, msg: 'Only CSV or XLSX files', data: null },
    };
    const error = await rejection(uploadFile(csv(), 'import'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: ErrorCode.FILE_TYPE_REJECTED, msg: 'Only CSV or XLSX files' });
    expect((error as ApiError).isNotified).toBe(false);
  });

  it('keeps the status of a file over the limit and refuses an answer that is not a stored file', async () => {
    answer = { status: 413, body: { code: ErrorCode.FILE_TOO_LARGE, msg: 'At most 5 MB', data: null } };
    expect(await rejection(uploadFile(csv(), 'productImage'))).toMatchObject({
      code: ErrorCode.FILE_TOO_LARGE,
      status: 413,
      isNotified: false,
    });
    answer = { status: 200, body: { code: 0, msg: 'ok', data: { fileId: 'f1' } } };
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await rejection(uploadFile(csv(), 'productImage'))).toBeInstanceOf(ApiError);
    quiet.mockRestore();
  });
});
