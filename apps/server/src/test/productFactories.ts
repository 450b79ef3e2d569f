import { barcodeSearchKey } from '@sc/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { brands, categories, masterProducts, supplierProducts } from '../db/schema/index.js';
import type { TestApp } from './testApp.js';

/** A valid PNG (or JPEG) of the given size, made in memory. */
export async function imageBytes(format: 'png' | 'jpeg' = 'png', side = 64): Promise<Buffer> {
  const image = sharp({
    create: { width: side, height: side, channels: 3, background: { r: 30, g: 120, b: 200 } },
  });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

/** A minimal, valid one-page PDF. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Posts a multipart form as the web does: text fields first, then the file. */
export async function postMultipart(
  t: TestApp,
  token: string,
  url: string,
  fields: Record<string, string>,
  file: { bytes: Buffer; fileName: string },
) {
  const boundary = '----sc-test-boundary';
  const body = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
  });
  return { status: response.statusCode, body: response.json() };
}

/** Uploads bytes as the web does (multipart, purpose first). */
export function upload(t: TestApp, token: string, bytes: Buffer, fileName: string, purpose = 'productImage') {
  return postMultipart(t, token, '/api/api-web/v1/common/upload', { purpose }, { bytes, fileName });
}

/** Master products with known barcodes under a sub-category of the seeded tree. */
export async function makeMasterProducts(
  t: TestApp,
  items: { barcode: string; name: string; brand: string; mid?: string; category?: string }[],
) {
  const ids: number[] = [];
  for (const item of items) {
    await t.ctx.db.insert(brands).values({ name: item.brand }).onConflictDoNothing();
    const [brand] = await t.ctx.db.select().from(brands).where(eq(brands.name, item.brand));
    const [category] = await t.ctx.db
      .select()
      .from(categories)
      .where(eq(categories.code, item.category ?? 'nh_manuka'));
    if (!brand || !category) throw new Error('seed data missing');
    const [row] = await t.ctx.db
      .insert(masterProducts)
      .values({
        barcode: item.barcode,
        barcodeKey: barcodeSearchKey(item.barcode),
        mid: item.mid ?? `MID-${item.barcode.slice(-6)}`,
        name: item.name,
        brandId: brand.id,
        categoryId: category.id,
        origin: 'NZ',
        specs: ['500 g'],
        searchText: `${item.name} ${item.brand}`.toLowerCase(),
      })
      .returning({ id: masterProducts.id });
    if (row) ids.push(row.id);
  }
  return ids;
}

let madeProducts = 0;

/**
 * Own products of a supplier inserted straight into the database (fast, for lists and limits);
 * each gets a distinct barcode and MID. Returns their ids in the order given.
 */
export async function makeSupplierProducts(
  t: TestApp,
  supplierId: number,
  items: { name: string; brand?: string; imageIds?: string[]; masterProductId?: number; updatedAt?: Date }[],
) {
  const ids: number[] = [];
  for (const item of items) {
    madeProducts += 1;
    const barcode = `2${String(supplierId).padStart(5, '0')}${String(madeProducts).padStart(6, '0')}`;
    const [row] = await t.ctx.db
      .insert(supplierProducts)
      .values({
        supplierId,
        barcode,
        barcodeKey: barcodeSearchKey(barcode),
        mid: `M-${madeProducts}`,
        name: item.name,
        brand: item.brand ?? null,
        imageIds: item.imageIds ?? [],
        masterProductId: item.masterProductId ?? null,
        ...(item.updatedAt ? { updatedAt: item.updatedAt } : {}),
      })
      .returning({ id: supplierProducts.id });
    if (row) ids.push(row.id);
  }
  return ids;
}
