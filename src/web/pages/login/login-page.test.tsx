// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, mockFetch, renderWithProviders } from "../../test/render-with-providers.tsx";
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

describe("Criar Conta", () => {
  it("shows the spec's success, clears the form and opens Entrar with the new e-mail (a sign-up does not sign in)", async () => {
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
    const signUpTab = screen.getByRole("tab", { name: "Criar Conta" });
    await act(async () => {
      fireEvent.mouseDown(signUpTab);
      fireEvent.click(signUpTab);
    });
    await waitFor(() => expect(screen.getByLabelText("Nome")).toBeTruthy());
    fireEvent.change(screen.getByLabelText("Nome"), { target: { value: "Nova Conta" } });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "nova@example.com" } });
    fireEvent.change(screen.getByLabelText("Senha", { exact: true }), { target: { value: "Lagos-praia-31" } });
    await act(async () => void fireEvent.click(screen.getByRole("button", { name: "Criar Conta" })));

    await waitFor(() => expect(screen.getAllByText("Conta criada com sucesso! Verifique o seu email se necessário.").length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.getByRole("tab", { name: "Entrar" }).getAttribute("aria-selected")).toBe("true"));
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("nova@example.com");
    expect(screen.queryByLabelText("Nome")).toBeNull();
  });
});
