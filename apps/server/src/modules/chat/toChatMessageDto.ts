import type { ChatMessage } from '@sc/contract';
import type { AppContext } from '../../context.js';
import { getFileRefsById } from '../files/files.service.js';
import type { MessageRow } from './messages.repository.js';

/** The one place message rows become JSON, with fresh signed URLs for their files and product pictures. */
export async function toChatMessageDtos(ctx: AppContext, rows: MessageRow[]): Promise<ChatMessage[]> {
  const files = await getFileRefsById(
    ctx,
    rows.flatMap((r) => [r.fileId, r.product?.imageFileId].filter((id): id is string => Boolean(id))),
  );
  return rows.map((row) => {
    const file = row.fileId ? files.get(row.fileId) : undefined;
    const picture = row.product?.imageFileId ? files.get(row.product.imageFileId) : undefined;
    return {
      id: row.id,
      conversationId: row.conversationId,
      clientId: row.clientId,
      createCode: row.createCode,
      senderKind: row.senderKind,
      senderName: row.senderName,
      type: row.type,
      content: row.content,
      noticeParams: row.noticeParams ?? null,
      quotation: row.quotation ?? null,
      rfqQuote: row.rfqQuote ?? null,
      product: row.product
        ? {
            productId: row.product.productId,
            name: row.product.name,
            brand: row.product.brand,
            barcode: row.product.barcode,
            specs: row.product.specs,
            imageUrl: picture ? (picture.thumbUrl ?? picture.url) : null,
          }
        : null,
      file: file
        ? {
            fileId: file.fileId,
            name: file.name,
            mime: file.mime,
            size: file.size,
            url: file.url,
            thumbUrl: file.thumbUrl,
          }
        : null,
      createdAt: row.createdAt.toISOString(),
      viewedAt: row.viewedAt?.toISOString() ?? null,
    };
  });
}

/** One message row as JSON. */
export async function toChatMessageDto(ctx: AppContext, row: MessageRow): Promise<ChatMessage> {
  const [message] = await toChatMessageDtos(ctx, [row]);
  if (!message) throw new Error('message mapping returned nothing');
  return message;
}
