// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { MeResponse } from "../../../domain/me.ts";
import { createTestQueryClient, jsonResponse, mockFetch } from "../../test/render-with-providers.tsx";
import { readDriverSession } from "./offline-driver-session.ts";
import { useAuth } from "./use-auth.ts";

const driver: MeResponse = { user: { id: "d1", email: "carlos@example.com", name: "Carlos" }, isAdmin: false, isDriver: true };

function Who() {
  const { user, loading } = useAuth();
  return <p>{loading ? "loading" : (user?.name ?? "nobody")}</p>;
}
const renderWho = () =>
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <Who />
    </QueryClientProvider>,
  );
const offline = () => {
  globalThis.fetch = vi.fn(async () => {
    throw new TypeError("Failed to fetch");
  }) as unknown as typeof fetch;
};

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe("the driver app without a signal", () => {
  it("remembers a signed-in driver and assumes them when the server cannot be reached", async () => {
    mockFetch({ "/api/me": () => jsonResponse(driver) });
    renderWho();
    expect(await screen.findByText("Carlos")).toBeTruthy();
    expect(readDriverSession()).toEqual(driver);
    cleanup();
    offline();
    renderWho();
    expect(await screen.findByText("Carlos")).toBeTruthy();
  });

  it("keeps nobody but drivers, and forgets the driver once the server says nobody is signed in", async () => {
    mockFetch({ "/api/me": () => jsonResponse({ ...driver, isDriver: false, isAdmin: true }) });
    renderWho();
    await screen.findByText("Carlos");
    expect(readDriverSession()).toBeNull();
    cleanup();

    mockFetch({ "/api/me": () => jsonResponse(driver) });
    renderWho();
    await screen.findByText("Carlos");
    cleanup();
    mockFetch({ "/api/me": () => jsonResponse({ user: null, isAdmin: false, isDriver: false }) });
    renderWho();
    expect(await screen.findByText("nobody")).toBeTruthy();
    expect(readDriverSession()).toBeNull();
  });

  it("never replaces an answer of the server (a 401 or a 500) with the kept driver", async () => {
    mockFetch({ "/api/me": () => jsonResponse(driver) });
    renderWho();
    await screen.findByText("Carlos");
    cleanup();
    mockFetch({ "/api/me": () => jsonResponse({ error: { code: "x", message: "Erro" } }, 500) });
    renderWho();
    expect(await screen.findByText("nobody")).toBeTruthy();
  });
});
