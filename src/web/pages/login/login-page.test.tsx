// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../lib/i18n.ts";
import { jsonResponse, mockFetch, renderWithProviders } from "../../test/render-with-providers.tsx";
import spanish from "../../locales/es/account.json";
import { LoginPage } from "./login-page.tsx";

// better-auth's client keeps the fetch it found when it was created: give it one that asks
// whichever mock the current test installed.
const current = vi.hoisted(() => {
  const state: { fetch: typeof fetch } = { fetch: globalThis.fetch };
  globalThis.fetch = ((...args: Parameters<typeof fetch>) => state.fetch(...args)) as typeof fetch;
  return state;
});

afterEach(cleanup);

const NOBODY = { user: null, isAdmin: false, isDriver: false };

describe("Create account", () => {
  it("says the account was made and its link e-mailed, clears the form and opens Sign in with the new e-mail (a sign-up does not sign in)", async () => {
    // The server's answer to a sign-up, new address or not: 200 with a user and no session.
    const user = { id: "u1", email: "nova@example.com", name: "Nova Conta", emailVerified: false, image: null, createdAt: "2026-11-27T10:00:00.000Z", updatedAt: "2026-11-27T10:00:00.000Z" };
    current.fetch = mockFetch({
      "/api/me": () => jsonResponse(NOBODY),
      "/api/auth/sign-up/email": () => jsonResponse({ user }),
    }) as unknown as typeof fetch;
    renderWithProviders(
      <>
        <LoginPage />
        <Toaster />
      </>,
      { route: "/login" },
    );
    const signUpTab = screen.getByRole("tab", { name: "Create account" });
    await act(async () => {
      fireEvent.mouseDown(signUpTab);
      fireEvent.click(signUpTab);
    });
    await waitFor(() => expect(screen.getByLabelText("Name")).toBeTruthy());
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Nova Conta" } });
    fireEvent.change(screen.getByLabelText("E-mail"), { target: { value: "nova@example.com" } });
    fireEvent.change(screen.getByLabelText("Password", { exact: true }), { target: { value: "Lagos-praia-31" } });
    await act(async () => void fireEvent.click(screen.getByRole("button", { name: "Create account" })));

    await waitFor(() => expect(screen.getAllByText(/Account created! Check your e-mail/).length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.getByRole("tab", { name: "Sign in" }).getAttribute("aria-selected")).toBe("true"));
    expect((screen.getByLabelText("E-mail") as HTMLInputElement).value).toBe("nova@example.com");
    expect(screen.queryByLabelText("Name")).toBeNull();
  });
});

describe("in the visitor's language (decision 0046)", () => {
  afterEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("speaks Spanish to a Spanish visitor, the spec's messages included", async () => {
    i18n.addResourceBundle("es", "account", spanish, true, true);
    await i18n.changeLanguage("es");
    current.fetch = mockFetch({ "/api/me": () => jsonResponse(NOBODY) }) as unknown as typeof fetch;
    renderWithProviders(
      <>
        <LoginPage />
        <Toaster />
      </>,
      { route: "/login" },
    );
    expect(screen.getByRole("heading", { name: "Área de Cliente" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Crear cuenta" })).toBeTruthy();
    await act(async () => void fireEvent.click(screen.getByRole("button", { name: "Iniciar sesión" })));
    // "Por favor, preencha todos os campos" (spec section 7), in Spanish.
    await waitFor(() => expect(screen.getAllByText("Por favor, rellene todos los campos").length).toBeGreaterThan(0));
    expect(screen.queryByText(/preencha/)).toBeNull();
  });

  it("says the e-mail is confirmed when the verification link leads back here", async () => {
    current.fetch = mockFetch({ "/api/me": () => jsonResponse(NOBODY) }) as unknown as typeof fetch;
    renderWithProviders(<LoginPage />, { route: "/login?verified=1" });
    expect(screen.getByText("Your e-mail is confirmed. Sign in to see your bookings.")).toBeTruthy();
  });
});
