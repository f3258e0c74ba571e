import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { TEXT_LINK_CLASS } from '#web/features/auth/components/auth-layout.tsx';
import { useSession } from '#web/lib/session.ts';

/**
 * For the login and signup pages: where the visitor was heading (router state to pass on), and
 * whether they arrived signed in.
 */
export function useGuestEntry() {
  const navigate = useNavigate();
  const routerState: unknown = useLocation().state;
  const { isSignedIn } = useSession();
  // Decided once: signing in on this page must not swap the form out before it can move on.
  const [wasSignedIn] = useState(isSignedIn);
  return { navigate, routerState, wasSignedIn };
}

type GuestSwitchProps = { question: string; to: string; routerState: unknown; children: ReactNode };

/** "New here? Create an account": the other way in, keeping where the visitor was heading. */
export function GuestSwitch({ question, to, routerState, children }: GuestSwitchProps) {
  return (
    <p>
      {question}{' '}
      <Link to={to} state={routerState} className={TEXT_LINK_CLASS}>
        {children}
      </Link>
    </p>
  );
}
