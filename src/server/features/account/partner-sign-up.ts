// Spec §4: partner signup creates the account, then adds the partner role with type and business name,
// and fails as a whole if either step fails (the new account is removed again).
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { isAPIError } from 'better-auth/api';
import { partnerFullName, type PartnerType } from '#shared/validation/auth.ts';
import { user } from '../../db/schema/index.ts';
import { addPartnerRole } from '../partners/index.ts';
import { authHeaders } from '../auth/index.ts';

export interface PartnerSignUpInput {
  firstName: string;
  lastName: string;
  businessName: string;
  partnerType: PartnerType;
  email: string;
  password: string;
  callbackURL?: string | undefined;
}

export type PartnerSignUpResult =
  | { ok: true; userId: string; email: string; emailVerified: boolean }
  | { ok: false; status: number; code: string; message: string };

export async function partnerSignUp(request: FastifyRequest, input: PartnerSignUpInput): Promise<PartnerSignUpResult> {
  const { auth, db, log } = request.server;
  let created: { id: string; email: string; emailVerified: boolean };
  try {
    const result = await auth.api.signUpEmail({
      body: {
        name: partnerFullName(input.firstName, input.lastName),
        email: input.email,
        password: input.password,
        callbackURL: input.callbackURL ?? '/auth/email-verified?userType=partner&source=partner',
      },
      headers: authHeaders(request),
    });
    created = result.user;
  } catch (error) {
    if (isAPIError(error)) {
      const body = error.body as { code?: string; message?: string } | undefined;
      return {
        ok: false,
        status: error.statusCode,
        code: body?.code ?? 'SIGN_UP_FAILED',
        message: body?.message ?? error.message,
      };
    }
    throw error;
  }

  try {
    await addPartnerRole(db, created.id, input.partnerType, input.businessName.trim());
  } catch (error) {
    log.error({ err: error, userId: created.id }, 'partner role failed after signup; removing the new account');
    await db.delete(user).where(eq(user.id, created.id));
    return { ok: false, status: 500, code: 'OPERATION_FAILED', message: 'Operation failed' };
  }
  return { ok: true, userId: created.id, email: created.email, emailVerified: created.emailVerified };
}
