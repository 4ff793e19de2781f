/** What the admin sign-in, gate and shell say; tests import these rather than repeat the words. */
export const ADMIN_AREA_COPY = {
  adminsOnly: 'This area is for admins only. You are signed in with an account that is not an admin.',
  backHome: 'Back to the website',
  loginIntro: 'Sign in with your admin e-mail address and password.',
  notAdmin: 'That account is not an admin account, so it cannot sign in here. It has been signed out.',
} as const;
