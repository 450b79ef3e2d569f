import { PRODUCT_LIMITS } from '@sc/contract';
import { describe, expect, it } from 'vitest';
import { checkChatFile } from './chatFileChecks';

describe('checkChatFile', () => {
  it('accepts JPG and PNG images up to 5 MB', () => {
    expect(checkChatFile({ name: 'a.JPG', type: 'image/jpeg', size: 1000 }, 'image')).toBeNull();
    expect(
      checkChatFile({ name: 'a.png', type: 'image/png', size: PRODUCT_LIMITS.imageMaxBytes }, 'image'),
    ).toBeNull();
  });
  it('refuses other images and images over 5 MB', () => {
    expect(checkChatFile({ name: 'a.gif', type: 'image/gif', size: 10 }, 'image')?.key).toBe(
      'validation.imageType',
    );
    expect(
      checkChatFile({ name: 'a.png', type: 'image/png', size: PRODUCT_LIMITS.imageMaxBytes + 1 }, 'image')
        ?.key,
    ).toBe('validation.imageTooLarge');
  });
  it('accepts PDFs within the document limit and refuses anything else', () => {
    expect(checkChatFile({ name: 'spec.pdf', type: 'application/pdf', size: 2_000_000 }, 'pdf')).toBeNull();
    expect(checkChatFile({ name: 'spec.docx', type: '', size: 10 }, 'pdf')?.key).toBe('chat.file.pdfType');
    expect(
      checkChatFile(
        { name: 'big.pdf', type: 'application/pdf', size: PRODUCT_LIMITS.pdfMaxBytes + 1 },
        'pdf',
      ),
    ).toEqual({
      key: 'chat.file.pdfTooLarge',
      values: { max: 20 },
    });
    expect(checkChatFile({ name: 'empty.pdf', type: 'application/pdf', size: 0 }, 'pdf')?.key).toBe(
      'error.FILE_EMPTY',
    );
  });
});
