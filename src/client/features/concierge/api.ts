// The concierge's endpoints: one turn (§7 ai-assistant-enhanced), and the signed-in user's chats.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ChatSchema, ChatSummarySchema, ConciergeAnswerSchema, type ConciergeRequest } from '#shared/concierge.ts';
import { api } from '../../lib/api.ts';

export const conciergeKeys = {
  all: ['concierge'] as const,
  chats: () => [...conciergeKeys.all, 'chats'] as const,
};

export async function askConcierge(request: ConciergeRequest) {
  return (await api('/api/functions/ai-assistant-enhanced', { body: request, schema: ConciergeAnswerSchema })).data;
}

export function fetchChat(id: string) {
  return api(`/api/concierge/chats/${encodeURIComponent(id)}`, { schema: z.object({ chat: ChatSchema }) }).then(
    (answer) => answer.chat,
  );
}

export function useChats(enabled: boolean) {
  return useQuery({
    queryKey: conciergeKeys.chats(),
    queryFn: ({ signal }) =>
      api('/api/concierge/chats', { schema: z.object({ chats: z.array(ChatSummarySchema) }), signal }).then(
        (answer) => answer.chats,
      ),
    enabled,
  });
}

export function useDeleteChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/api/concierge/chats/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: conciergeKeys.chats() }),
  });
}
