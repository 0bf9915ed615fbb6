/** GET /api/me: who is signed in and both role flags. */
export interface MeResponse {
  user: { id: string; email: string; name: string; emailVerified?: boolean } | null;
  isAdmin: boolean;
  isDriver: boolean;
}
