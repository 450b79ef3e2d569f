import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rfqs } from '../../db/schema/index.js';

/** An RFQ's texts and who may read them (its buyer always; suppliers once it was in the market). */
export async function findRfqTexts(db: Database, rfqId: number) {
  const [row] = await db
    .select({
      buyerId: rfqs.buyerId,
      state: rfqs.state,
      productName: rfqs.productName,
      remark: rfqs.remark,
    })
    .from(rfqs)
    .where(eq(rfqs.id, rfqId));
  return row;
}
