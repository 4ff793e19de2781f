import type { ReactNode } from 'react';
import { LoginForm } from '../../accounts/components/LoginForm';

/**
 * Mobile number or e-mail and password, or an OTP, as the buyer login. On success the session is stored
 * and the page that shows this form moves on by itself (a seller to the dashboard, a buyer to 'become a
 * seller'): no reload, the seller area reads the stored user.
 */
export function SellerLoginForm({ forgot }: { forgot?: ReactNode }) {
  return <LoginForm withOtp onLoggedIn={() => undefined} forgot={forgot} />;
}
