/**
 * react-admin 5's AuthProvider over the session. A 401 that reaches react-admin has already been
 * through the HTTP client's refresh and replay, so it means the session is over: checkError then
 * signs out. A 403 is a refusal, not a sign-out. A `member` (a user of the training app, not staff)
 * reaches only the account-deletion screen.
 */
import type { AuthProvider, UserIdentity } from 'ra-core';
import { isHttpError } from './http-error';
import type { SecondFactorProof } from './second-factor';
import { NotLoggedInError, type CurrentUser, type Session } from './session';

/** The resource name the admin's account-deletion screen asks canAccess about. */
export const accountDeletionResource = 'account-deletion';

export const invalidCredentialsMessage = 'Invalid email or password';

const fullName = (user: CurrentUser) => `${user.firstName} ${user.lastName}`.trim();

/** Staff reach everything; a member only the account-deletion screen. */
export const canReach = (user: CurrentUser, resource: string): boolean => user.role === 'staff' || resource === accountDeletionResource;

export function createAuthProvider(session: Session): AuthProvider {
  return {
    /** The password, or (`challenge` and a code) the second step of a sign-in with a second factor. */
    async login(params: { email?: string; username?: string; password: string } | ({ challenge: string } & SecondFactorProof)) {
      try {
        const user =
          'challenge' in params
            ? await session.signInWithSecondFactor(params.challenge, params)
            : await session.signIn({ email: params.email ?? params.username ?? '', password: params.password });
        // A member signing in is taken to the one screen open to them; staff go where they were
        // going when sent to sign in (react-admin's `nextPathname`), or to the root.
        return user.role === 'staff' ? undefined : { redirectTo: `/${accountDeletionResource}` };
      } catch (error) {
        // A wrong code or an expired challenge is the sign-in screen's to say; a wrong password is this message.
        if (!('challenge' in params) && isHttpError(error, 'badRequest') && (error.status === 400 || error.status === 401)) {
          throw new Error(invalidCredentialsMessage, { cause: error });
        }
        throw error;
      }
    },

    async logout() {
      // The tokens are forgotten at once; the server's revocation is not waited for.
      if (session.isSignedIn) void session.revoke();
      else session.signOut();
    },

    async checkAuth() {
      if (!session.isSignedIn) throw new NotLoggedInError();
      // Spec §2: when loading the current user fails, the user is sent to login.
      await session.currentUser();
    },

    async checkError(error: unknown) {
      if (isHttpError(error, 'canceled') || (isHttpError(error) && error.status === 401)) {
        session.signOut();
        throw error;
      }
    },

    async getIdentity(): Promise<UserIdentity> {
      const user = await session.currentUser();
      const avatar = typeof user.avatar === 'string' ? user.avatar : undefined;
      return {
        id: user.id,
        fullName: fullName(user),
        avatar,
        email: user.email,
        role: user.role,
        // The server requires two-step sign-in of this account before it shows content (docs/api.md "A second factor").
        secondFactorRequired: user.secondFactorRequired === true,
      };
    },

    async getPermissions() {
      return session.isSignedIn ? (await session.currentUser()).role : undefined;
    },

    async canAccess({ resource }: { resource: string; action: string }) {
      if (!session.isSignedIn) return false;
      return canReach(await session.currentUser(), resource);
    },
  };
}
