import type { Database } from '../db/index.js';
import { errorBody } from '../errors.js';
import type { HandlerContext, Handlers } from '../openapi/index.js';
import { clearAccountFailures } from '../auth/lockout.js';
import { policyMessage, policyProblems, readPasswordPolicy } from '../auth/passwordPolicy.js';
import { hashPassword } from '../auth/passwords.js';
import { TOKEN_EXPIRED, issueResetToken, resetLink, resetTokenUser, spendResetToken } from '../auth/resetTokens.js';
import { findUserByUuid } from '../auth/users.js';
import { sendMail } from '../mail/index.js';
import { SERVICE_ACCOUNT_NO_PASSWORD } from '../admin/serviceAccounts.js';
import { recordAudit } from '../audit/record.js';

export const NO_SUCH_USER = 'No such user';
export const MAIL_FAILED = 'The e-mail could not be sent; check the mail server settings.';

/** Password reset tokens: administrators issue and mail them; the Reset Password view validates and spends them. */
export function resetTokenHandlers(db: Database) {
  const generate = async ({ body, request, reply }: HandlerContext<'createResetToken' | 'renewResetToken'>) => {
    const user = await findUserByUuid(db, body.user_id);
    if (user?.user_name !== body.user_name) return void reply.code(404).send(errorBody(404, NO_SUCH_USER));
    if (user.is_service_account) return void reply.code(400).send(errorBody(400, SERVICE_ACCOUNT_NO_PASSWORD));
    const { token, expiresAt } = await issueResetToken(db, user.uuid);
    return { data: { attributes: { value: { user_id: user.uuid, token, link: resetLink(request, token), expires_at: expiresAt.toISOString() } } } };
  };

  const notify = async ({ body, request, reply }: HandlerContext<'sendResetTokenNotice' | 'resendResetTokenNotice'>) => {
    const user = await findUserByUuid(db, body.user_id);
    if (!user) return void reply.code(404).send(errorBody(404, NO_SUCH_USER));
    if (user.is_service_account) return void reply.code(400).send(errorBody(400, SERVICE_ACCOUNT_NO_PASSWORD));
    // Only a hash of a token is kept, so the mail carries a new one (the previous link stops working).
    const { token, expiresAt } = await issueResetToken(db, user.uuid);
    const link = resetLink(request, token);
    const until = `This link works once, until ${expiresAt.toISOString().replace('T', ' ').slice(0, 16)} UTC.`;
    const mail = body.invite
      ? {
          subject: 'You are invited to Vigil',
          text: `An account named ${user.user_name} was created for you in Vigil.\n\nChoose your password here:\n${link}\n\n${until}`,
        }
      : {
          subject: 'Reset your Vigil password',
          text: `A password reset was requested for your Vigil account ${user.user_name}.\n\nChoose a new password here:\n${link}\n\n${until} If you did not expect this mail, tell your administrator.`,
        };
    try {
      await sendMail(db, { to: body.email, ...mail });
    } catch (error) {
      request.log.error(error, 'the reset link could not be mailed');
      return void reply.code(503).send(errorBody(503, MAIL_FAILED));
    }
  };

  return {
    createResetToken: generate,
    renewResetToken: generate,
    sendResetTokenNotice: notify,
    resendResetTokenNotice: notify,

    validateResetToken: async ({ params }) => ({
      data: { attributes: { value: { valid: (await resetTokenUser(db, params.token)) !== undefined } } },
    }),

    resetPassword: async ({ body, request, reply }) => {
      if (!(await resetTokenUser(db, body.token))) return void reply.code(410).send(errorBody(410, TOKEN_EXPIRED));
      const problems = policyProblems(await readPasswordPolicy(db), body.password);
      if (problems.length) return void reply.code(400).send(errorBody(400, policyMessage(problems)));
      const passwordHash = await hashPassword(body.password);
      const userName = await db.transaction(async (tx) => {
        const userUuid = await spendResetToken(tx, body.token);
        if (!userUuid) return undefined;
        const [user] = await tx.query<{ user_name: string }>(
          'update users set password_hash = $2, password_changed_at = now(), last_updated = now() where uuid = $1 returning user_name',
          [userUuid, passwordHash],
        );
        // Whoever held a session (or the old password) is out.
        await tx.query('delete from sessions where user_uuid = $1 or impersonator_uuid = $1', [userUuid]);
        // The link's holder acts without a session: as the user whose password it resets.
        if (user) {
          await recordAudit(
            tx,
            { uuid: userUuid, name: user.user_name, client_address: request.ip },
            { action: 'user.password_reset', target_type: 'user', target_id: userUuid, target_name: user.user_name, details: { by: 'reset_link' } },
          );
        }
        return user?.user_name;
      });
      if (userName === undefined) return void reply.code(410).send(errorBody(410, TOKEN_EXPIRED));
      await clearAccountFailures(db, userName);
    },
  } satisfies Handlers;
}
