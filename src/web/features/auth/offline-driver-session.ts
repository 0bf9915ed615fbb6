import type { MeResponse } from "../../../domain/me.ts";

/**
 * The signed-in driver, kept in the browser so the installed driver app still opens its portal
 * (with the last list of jobs) when the phone has no signal. Only a driver is kept; it is
 * forgotten on sign-out and as soon as the server says nobody is signed in. The server still
 * checks every request: this only lets the phone show what it already had.
 */
const KEY = "driver-session:v1";

export function rememberDriverSession(me: MeResponse): void {
  try {
    if (me.user && me.isDriver) localStorage.setItem(KEY, JSON.stringify(me));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the portal then needs a connection to open.
  }
}

export function readDriverSession(): MeResponse | null {
  try {
    const me = JSON.parse(localStorage.getItem(KEY) ?? "null") as MeResponse | null;
    return me?.user?.id && me.isDriver ? me : null;
  } catch {
    return null;
  }
}

export function forgetDriverSession(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
