const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /dashboard/messages?conversation=<id> opens that thread; anything else shows the list. */
export function messagesSearchSchema(search: Record<string, unknown>): { conversation?: string } {
  const id = search.conversation;
  return typeof id === 'string' && UUID.test(id) ? { conversation: id } : {};
}
