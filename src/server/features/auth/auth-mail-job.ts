import type { Auth } from './auth';
import { MAIL_ENDPOINTS, postEndpoints, validateBody, type Body } from './auth-endpoints';

export const AUTH_MAIL_JOB = 'auth-mail';
/**
 * Mail about the account itself (confirmation, password reset, a change of address): its own
 * queue, so it leaves within seconds whatever else waits (issue 21).
 */
export const ACCOUNT_MAIL_JOB = 'account-mail';

/** The job behind a mail endpoint: better-auth does what it would have done in the request. */
export function runAuthMailJob(auth: Auth, publicUrl: string) {
  return async (data: unknown) => {
    const { endpoint, body } = data as { endpoint: string; body: Body };
    if (!Object.hasOwn(MAIL_ENDPOINTS, endpoint)) return;
    const forwarded = postEndpoints[endpoint]!.forward(validateBody(endpoint, body));
    const response = await auth.handler(
      new Request(`${publicUrl}/api/auth${endpoint}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(forwarded),
      }),
    );
    // 400s ("already verified") are answers, not failures worth retrying.
    if (response.status >= 500) throw new Error(`${endpoint} answered ${response.status}`);
  };
}
