import { maxChatMessageChars } from '../protocol/chat-request.ts';

/** Bytes of a chat request body: the message limit in UTF-8 with room for the rest. */
export const maxChatBodyBytes = maxChatMessageChars * 4 + 1_024;
