import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { useAuth } from "./use-auth.ts";

/** Spec section 2: once roles are known, admins go to /admin and others to /, after about 100 ms. */
export const REDIRECT_DELAY_MS = 100;

/** The customer area (decision 0046). */
export const CUSTOMER_AREA = "/account";

/** The driver portal, the installed driver app's start page. */
export const DRIVER_PORTAL = "/driver";

/**
 * Where a user goes after signing in (spec section 2): admins to /admin, drivers to /, and a
 * customer (no role) to their bookings, /account (decision 0046: a customer who signs in has
 * something of theirs to see). A driver the portal sent here to sign in (the installed app opens
 * /driver) goes back to the portal rather than to the public home page.
 */
export function useRedirectAfterSignIn() {
  const { user, isAdmin, isDriver, loading } = useAuth();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  useEffect(() => {
    if (loading || !user) return;
    const target = from === DRIVER_PORTAL && isDriver ? DRIVER_PORTAL : isAdmin ? "/admin" : isDriver ? "/" : CUSTOMER_AREA;
    const timer = setTimeout(() => navigate(target, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading, user, isAdmin, isDriver, from, navigate]);
}
