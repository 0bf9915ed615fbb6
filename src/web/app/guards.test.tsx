// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it } from "vitest";
import type { MeResponse } from "../../domain/me.ts";
import { createTestQueryClient, jsonResponse, mockFetch } from "../test/render-with-providers.tsx";
import { RequireAdmin, RequireAdminOrHome, RequireDriver } from "./guards.tsx";

afterEach(cleanup);

const anonymous: MeResponse = { user: null, isAdmin: false, isDriver: false };
const user = { id: "u1", email: "u@example.com", name: "U" };

function renderGuarded(me: MeResponse, path: string, guarded: ReactElement) {
  mockFetch({ "/api/me": () => jsonResponse(me) });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<p>home page</p>} />
          <Route path="/login" element={<p>login page</p>} />
          <Route path={path} element={guarded} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

describe("route guards", () => {
  it("shows Carregando while the roles load, then lets an admin into /admin", async () => {
    renderGuarded({ user, isAdmin: true, isDriver: false }, "/admin", <RequireAdmin><p>admin panel</p></RequireAdmin>);
    expect(screen.getByText("Carregando...")).toBeTruthy();
    expect(await screen.findByText("admin panel")).toBeTruthy();
  });

  it("sends a driver away from /admin to /login", async () => {
    renderGuarded({ user, isAdmin: false, isDriver: true }, "/admin", <RequireAdmin><p>admin panel</p></RequireAdmin>);
    expect(await screen.findByText("login page")).toBeTruthy();
  });

  it("sends a visitor away from /driver to /login", async () => {
    renderGuarded(anonymous, "/driver", <RequireDriver><p>driver portal</p></RequireDriver>);
    expect(await screen.findByText("login page")).toBeTruthy();
  });

  it("sends a signed-in non-driver from /driver to / with Acesso negado", async () => {
    renderGuarded({ user, isAdmin: true, isDriver: false }, "/driver", <RequireDriver><p>driver portal</p></RequireDriver>);
    expect(await screen.findByText("home page")).toBeTruthy();
    expect(await screen.findByText("Acesso negado")).toBeTruthy();
    expect(await screen.findByText("Você não tem permissões de motorista")).toBeTruthy();
  });

  it("lets a driver into /driver", async () => {
    renderGuarded({ user, isAdmin: false, isDriver: true }, "/driver", <RequireDriver><p>driver portal</p></RequireDriver>);
    expect(await screen.findByText("driver portal")).toBeTruthy();
  });

  it("sends a non-admin from /download-app to / with the admins-only toast", async () => {
    renderGuarded({ user, isAdmin: false, isDriver: true }, "/download-app", <RequireAdminOrHome><p>install</p></RequireAdminOrHome>);
    expect(await screen.findByText("home page")).toBeTruthy();
    expect(await screen.findByText("Acesso negado. Apenas administradores podem acessar esta página.")).toBeTruthy();
  });
});
