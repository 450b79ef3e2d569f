import { apiPaths } from '@sc/contract';
import { describe, expect, it, vi } from 'vitest';

const apiUpload = vi.fn(async (..._args: unknown[]) => ({ fileId: 'f1' }));
vi.mock('../../../lib/http', () => ({ apiUpload: (...args: unknown[]) => apiUpload(...args) }));

const { uploadFile } = await import('./uploadFile');

describe('uploadFile', () => {
  it('sends the purpose before the file, to common/upload, without a toast', async () => {
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'front.jpg', { type: 'image/jpeg' });
    await uploadFile(file, 'productImage');
    const [path, form, options] = apiUpload.mock.calls[0] as [string, FormData, { notify: boolean }];
    expect(path).toBe(apiPaths.upload);
    expect([...form.keys()]).toEqual(['purpose', 'file']);
    expect(form.get('purpose')).toBe('productImage');
    expect((form.get('file') as File).name).toBe('front.jpg');
    expect(options.notify).toBe(false);
  });
});
