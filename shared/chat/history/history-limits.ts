/** Page sizes of the history endpoints: small defaults for a sidebar and a transcript,
 * and a ceiling so one request stays one short query. */
export const historyLimits = {
  conversationsPerPage: 20,
  maxConversationsPerPage: 100,
  messagesPerPage: 50,
  maxMessagesPerPage: 200,
  /** A tool message is the model's input, possibly long: the transcript shows its start. */
  toolMessageLength: 500,
  /** The PATCH body: a title and a little JSON around it. */
  maxRenameBodyBytes: 4_096,
  /** An approval policy: 200 allowed destinations of up to 500 characters fit. */
  maxApprovalPolicyBodyBytes: 131_072,
} as const;
