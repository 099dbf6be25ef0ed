-- Indexes for the chat function's history endpoints (GET /chat/conversations and
-- GET /chat/conversations/{id}/messages).

-- A user's conversations, newest activity first, paged by the keyset (updated_at, id):
-- each page is one index walk from the cursor, however many conversations there are.
create index conversations_user_updated_idx on public.conversations (user_id, updated_at desc, id desc);
-- The older (user_id) index is a prefix of the one above.
drop index if exists public.conversations_user_id_idx;

-- A page of messages folds each tool result into its call: the outcome is the last
-- chat-source log row of that conversation and tool call id.
create index tool_executions_conversation_call_idx on public.tool_executions (conversation_id, tool_call_id, created_at);
-- The older (conversation_id) index is a prefix of the one above.
drop index if exists public.tool_executions_conversation_idx;
