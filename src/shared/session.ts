// What GET /api/me answers: the signed-in user (or null for a guest) and their app roles (spec §6).
import { z } from 'zod';
import { ROLES } from './roles.ts';

/** A role of the app (#shared/roles.ts has the rules). */
export const RoleSchema = z.enum(ROLES);

export const MeSchema = z.object({
  user: z
    .object({
      id: z.string(),
      email: z.string(),
      name: z.string(),
      image: z.string().nullable(),
      emailVerified: z.boolean(),
    })
    .nullable(),
  roles: z.array(RoleSchema),
  activeRole: RoleSchema.nullable(),
});
export type Me = z.infer<typeof MeSchema>;

/** What better-auth's GET /api/auth/get-session answers: the session's expiry, or `null` when there is none. */
export const AuthSessionSchema = z.object({ session: z.object({ expiresAt: z.coerce.date() }) }).nullable();
