import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

/** Files a user would pick in the browser's file dialog, written to a temp folder. */
export async function makeFixtures() {
  const dir = mkdtempSync(join(tmpdir(), 'sc-e2e-files-'));
  const write = (name: string, bytes: Buffer | string) => {
    const path = join(dir, name);
    writeFileSync(path, bytes);
    return path;
  };
  const picture = (r: number, g: number, b: number) =>
    sharp({ create: { width: 480, height: 480, channels: 3, background: { r, g, b } } });
  return {
    frontPng: write('front.png', await picture(240, 180, 40).png().toBuffer()),
    backJpg: write('back.jpg', await picture(40, 120, 200).jpeg().toBuffer()),
    /** A real PNG padded past 6 MB. */
    hugePng: write(
      'huge.png',
      Buffer.concat([await picture(10, 10, 10).png().toBuffer(), Buffer.alloc(6 * 1024 * 1024)]),
    ),
    gif: write('anim.gif', Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')),
    csvWithOneBadRow: write(
      'products.csv',
      [
        'barcode,mid,name,brand,origin,specs,shelfLifeDays,unitsPerPack,unitsPerCase,casesPerPallet,pricingUnit,remark',
        '4006381333931,IMP-1,Imported Alpine Honey,Alpine Meadow,CH,500 g;Glass jar,720,1,12,80,case,',
        '4006381333932,IMP-2,Imported Broken Barcode,,,,,,,,,',
        '96385074,IMP-3,Imported Oat Crackers,Cedar Hill,AU,200 g,365,,24,,unit,',
      ].join('\n'),
    ),
  };
}
