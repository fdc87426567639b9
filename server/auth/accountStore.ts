/** A person who can sign in at the embedded provider; `id` becomes the token's `sub`. */
export interface Account {
  id: string;
  email: string;
  name: string;
  username: string;
}

/**
 * Where the embedded provider looks people up. The server backs it with the users table; the
 * provider never decides whether a user is approved — the GraphQL context does, so an inactive
 * user can still sign in and be told why nothing works.
 */
export interface AccountStore {
  findById(id: string): Promise<Account | undefined>;
  /** The account when the password matches, otherwise undefined (unknown e-mail included). */
  verifyPassword(email: string, password: string): Promise<Account | undefined>;
  /** The account a one-time set-password link is for, while it is usable. */
  passwordLinkAccount(token: string): Promise<Account | undefined>;
  /** Sets the password with a one-time link and uses the link up; undefined when it is not usable. */
  setPasswordWithLink(token: string, password: string): Promise<Account | undefined>;
}
