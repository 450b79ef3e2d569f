import { PRODUCT_LIMITS } from '@sc/contract';
import { describe, expect, it } from 'vitest';
import { checkImageFile, sniffImageType } from './imageFileCheck';

const JPEG_HEAD = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const GIF_HEAD = new TextEncoder().encode('GIF89a\0\0');
const SVG_HEAD = new TextEncoder().encode('<svg xml');

describe('sniffImageType', () => {
  it('knows JPEG and PNG by their first bytes', () => {
    expect(sniffImageType(JPEG_HEAD)).toBe('jpeg');
    expect(sniffImageType(PNG_HEAD)).toBe('png');
  });

  it('rejects other formats and truncated files', () => {
    expect(sniffImageType(GIF_HEAD)).toBeNull();
    expect(sniffImageType(SVG_HEAD)).toBeNull();
    expect(sniffImageType(PNG_HEAD.slice(0, 4))).toBeNull();
  });
});

describe('checkImageFile', () => {
  it('accepts a JPG or PNG up to 5 MB', () => {
    expect(checkImageFile({ name: 'front.JPG', type: 'image/jpeg', size: 1000 }, JPEG_HEAD)).toBeNull();
    expect(
      checkImageFile({ name: 'back.png', type: 'image/png', size: PRODUCT_LIMITS.imageMaxBytes }, PNG_HEAD),
    ).toBeNull();
  });

  it('refuses a GIF, a PDF or an SVG renamed to .png', () => {
    expect(checkImageFile({ name: 'anim.gif', type: 'image/gif', size: 100 })).toBe('validation.imageType');
    expect(checkImageFile({ name: 'sheet.pdf', type: 'application/pdf', size: 100 })).toBe(
      'validation.imageType',
    );
    expect(checkImageFile({ name: 'logo.png', type: 'image/png', size: 100 }, SVG_HEAD)).toBe(
      'validation.imageType',
    );
  });

  it('refuses an image one byte over 5 MB before reading it', () => {
    expect(
      checkImageFile({ name: 'big.jpg', type: 'image/jpeg', size: PRODUCT_LIMITS.imageMaxBytes + 1 }),
    ).toBe('validation.imageTooLarge');
  });

  it('refuses an empty file', () => {
    expect(checkImageFile({ name: 'empty.png', type: 'image/png', size: 0 })).toBe('error.FILE_EMPTY');
  });
});
