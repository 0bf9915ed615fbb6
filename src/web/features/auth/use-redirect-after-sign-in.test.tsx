// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { MeResponse } from "../../../domain/me.ts";
import { createTestQueryClient, jsonResponse, mockFetch } from "../../test/render-with-providers.tsx";
import { useRedirectAfterSignIn } from "./use-redirect-after-sign-in.ts";

afterEach(cleanup);

function LoginPage() {
  useRedirectAfterSignIn();
  return <p>login page</p>;
}

function signIn(me: MeResponse, from?: string) {
  mockFetch({ "/api/me": () => jsonResponse(me) });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={[{ pathname: "/login", state: from ? { from } : null }]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/" element={<p>home page</p>} />
          <Route path="/admin" element={<p>admin panel</p>} />
          <Route path="/driver" element={<p>driver portal</p>} />
          <Route path="/account" element={<p>my bookings</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const user = { id: "u1", email: "u@example.com", name: "U" };

describe("after signing in", () => {
  it("sends an admin to /admin and a driver to / (spec section 2)", async () => {
    signIn({ user, isAdmin: true, isDriver: true });
    expect(await screen.findByText("admin panel")).toBeTruthy();
    cleanup();
    signIn({ user, isAdmin: false, isDriver: true });
    expect(await screen.findByText("home page")).toBeTruthy();
  });

  it("sends a driver the portal sent to sign in back to /driver (the installed app's start page)", async () => {
    signIn({ user, isAdmin: false, isDriver: true }, "/driver");
    expect(await screen.findByText("driver portal")).toBeTruthy();
  });

  it("sends a customer (no role) to their bookings, never to /driver (decision 0046)", async () => {
    signIn({ user, isAdmin: false, isDriver: false }, "/driver");
    expect(await screen.findByText("my bookings")).toBeTruthy();
    cleanup();
    signIn({ user, isAdmin: false, isDriver: false });
    expect(await screen.findByText("my bookings")).toBeTruthy();
  });
});
