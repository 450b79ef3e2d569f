import { z } from 'zod';
import { callGroup } from './call.js';
import { CHAT_LIMITS } from './chatMessage.js';
import { EmptySchema, idNumber, multiLineText } from './common.js';
import { apiPaths } from './paths.js';

/** Languages the translation calls can target (the portal's three). */
export const TRANSLATE_TARGETS = ['en', 'zh', 'ja'] as const;
export const TranslateTextSchema = z.object({
  text: multiLineText(CHAT_LIMITS.textMax).min(1, { error: 'validation.messageEmpty' }),
  target: z.enum(TRANSLATE_TARGETS),
});
export type TranslateText = z.infer<typeof TranslateTextSchema>;
/** A chat message of one of my conversations, or an RFQ's texts (product wanted and remark). */
export const TranslateInquirySchema = z
  .object({
    messageId: idNumber().optional().describe('A chat message of one of my conversations'),
    rfqId: idNumber().optional().describe("An RFQ: its product wanted and remark, as 'product\\n\\nremark'"),
    target: z.enum(TRANSLATE_TARGETS),
  })
  .refine((t) => (t.messageId === undefined) !== (t.rfqId === undefined), {
    error: 'validation.invalid',
    path: ['messageId'],
  });
export type TranslateInquiry = z.infer<typeof TranslateInquirySchema>;
export const TranslationSchema = z.object({ text: z.string(), target: z.enum(TRANSLATE_TARGETS) });
export type Translation = z.infer<typeof TranslationSchema>;
export const TranslationStatusSchema = z.object({ available: z.boolean() });
export type TranslationStatus = z.infer<typeof TranslationStatusSchema>;

/** Translation of chat texts (listed with the chat in the API docs). */
export const translationCalls = callGroup('Chat', {
  status: {
    path: apiPaths.translateStatus,
    summary: 'Whether translation is set up on this portal',
    body: EmptySchema,
    result: TranslationStatusSchema,
  },
  text: {
    path: apiPaths.translateText,
    summary: 'Translate a text (e.g. a draft) into en, zh or ja; never needed to send',
    body: TranslateTextSchema,
    result: TranslationSchema,
  },
  inquiry: {
    path: apiPaths.translateInquiry,
    summary: "Translate a message of one of my conversations, or an RFQ's texts",
    body: TranslateInquirySchema,
    result: TranslationSchema,
  },
});
