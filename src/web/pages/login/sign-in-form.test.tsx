// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders } from "../../test/render-with-providers.tsx";
import { SignInForm } from "./sign-in-form.tsx";

// better-auth's client keeps the fetch it found when it was created: give it one that asks
// whichever mock the current test installed.
const current = vi.hoisted(() => {
  const state: { fetch: typeof fetch } = { fetch: globalThis.fetch };
  globalThis.fetch = ((...args: Parameters<typeof fetch>) => state.fetch(...args)) as typeof fetch;
  return state;
});

afterEach(cleanup);

const NOBODY = { user: null, isAdmin: false, isDriver: false };

function renderForm(signInAnswer: () => Response | Promise<Response>) {
  current.fetch = mockFetch({ "/api/me": () => jsonResponse(NOBODY), "/api/auth/sign-in/email": () => signInAnswer() }) as unknown as typeof fetch;
  renderWithProviders(
    <>
      <SignInForm />
      <Toaster />
    </>,
    { route: "/login" },
  );
}

async function signIn() {
  fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: "ana@example.com" } });
  fireEvent.change(screen.getByLabelText("Password", { exact: true }), { target: { value: "s3cret-pass" } });
  await act(async () => void fireEvent.click(screen.getByRole("button", { name: "Sign in" })));
}

// The login page follows the visitor's language (decision 0046; English here): the product's own
// message for each failure, never the library's text.
describe("sign-in form errors", () => {
  it.each([
    ["an invalid origin", () => jsonResponse({ code: "INVALID_ORIGIN", message: "Invalid origin" }, 403), /Invalid origin/, /check where the request came from/],
    ["a wrong password", () => jsonResponse({ code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" }, 401), /Invalid email or/, /Invalid e-mail or password/],
    ["better-auth's rate limit", () => jsonResponse({ message: "Too many requests. Please try again later." }, 429), /Please try again later/, /Too many attempts/],
    ["a server failure", () => new Response("Internal Server Error", { status: 500 }), /Internal/, /server is not available/],
    ["no network", () => Promise.reject(new TypeError("Failed to fetch")), /Failed to fetch/, /No connection to the server/],
  ])("shows the product's message for %s", async (_label, answer, library, ours) => {
    renderForm(answer);
    await signIn();
    await waitFor(() => expect(screen.getAllByText(ours).length).toBeGreaterThan(0));
    expect(screen.queryByText(library)).toBeNull();
  });
});
