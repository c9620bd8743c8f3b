// The viewer's partner applications: read and submitted (§1 partner journey); a listing photo's upload.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { OwnApplicationSchema, type PartnerApplicationRequest } from '#shared/partners.ts';
import { api } from '../../lib/api.ts';

const OWN_KEY = ['partner', 'applications'] as const;

export function useOwnApplications(enabled: boolean) {
  return useQuery({
    queryKey: OWN_KEY,
    queryFn: ({ signal }) =>
      api('/api/partner/applications', { schema: z.object({ applications: z.array(OwnApplicationSchema) }), signal }),
    select: (data) => data.applications,
    enabled,
  });
}

export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PartnerApplicationRequest) =>
      api('/api/partner/applications', {
        body: request,
        schema: z.object({ application: OwnApplicationSchema, message: z.string() }),
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: OWN_KEY }),
  });
}

const UploadedSchema = z.object({
  photo: z.object({ id: z.string(), url: z.string(), width: z.number(), height: z.number() }),
});

export async function uploadPhoto(file: File) {
  const form = new FormData();
  form.append('file', file);
  return (await api('/api/uploads/photos', { body: form, schema: UploadedSchema })).photo;
}
