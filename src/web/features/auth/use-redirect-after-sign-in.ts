import { useEffect } from "react";
import { useNavigate } from "react-router";
import { useAuth } from "./use-auth.ts";

/** Spec section 2: once roles are known, admins go to /admin and others to /, after about 100 ms. */
export const REDIRECT_DELAY_MS = 100;

export function useRedirectAfterSignIn() {
  const { user, isAdmin, loading } = useAuth();
  const navigate = useNavigate();
  useEffect(() => {
    if (loading || !user) return;
    const timer = setTimeout(() => navigate(isAdmin ? "/admin" : "/", { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading, user, isAdmin, navigate]);
}
